"""numpy, imported on first use.

Importing numpy costs 60-100 ms, and nothing needs it before the models' answers are in: the command line
(`--version`, `--help`), configuration and the requests themselves go without it. The modules that compute with
it import it as ``np`` from here (numpy itself for the type checker); the first attribute read imports numpy
and later reads are plain attribute reads.
"""

from __future__ import annotations

from typing import Any


class _Numpy:
    def __getattr__(self, name: str) -> Any:
        import numpy

        value = getattr(numpy, name)
        setattr(self, name, value)  # read once: the next read finds it here, without __getattr__
        return value


np = _Numpy()
