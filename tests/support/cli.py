"""The command line run in process, for the tests of arguments, messages and exit statuses: the same ``main``
a user runs (one line per error, the documented status), without starting an interpreter each time. The tests
that need a process of their own (signals, a terminal, what a library prints at import) use ``run_xreview``."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from xreview.cli import main


def run_cli(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None,
            stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``xreview ARGS`` in this process; stdout, stderr and the exit status as a subprocess would give them."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    before = os.getcwd()
    argv = sys.argv
    code = 0
    with CliRunner().isolation(input=stdin, env=env) as (out, err, _output):
        try:
            if cwd is not None:
                os.chdir(cwd)
            sys.argv = ["xreview", *args]
            main()
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 1
        finally:
            sys.argv = argv
            os.chdir(before)
            root.handlers[:], root.level = handlers, level
            logging.captureWarnings(False)
        stdout, stderr = out.getvalue().decode("utf-8", "replace"), err.getvalue().decode("utf-8", "replace")
    return subprocess.CompletedProcess(["xreview", *args], code, stdout, stderr)
