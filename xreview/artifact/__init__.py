"""The Markdown artifact: structure and write-back. Pure code, no UI or network library."""
