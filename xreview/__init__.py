"""xreview: a terminal review cockpit for design documents."""

__version__ = "0.1.0"
