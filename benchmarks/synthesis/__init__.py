"""The labeled synthesis benchmark: ``python -m benchmarks.synthesis``."""
