"""Configuration: files, validation with line-numbered errors, resolution with origins."""
