"""Reviewers behind one streaming interface. Never imports Textual."""

import sys

# httpx imports its own command-line tool (httpx._main: click, rich.progress, pygments; ~60 ms) whenever click
# and rich are installed, as they are here; xreview never runs it. A None in sys.modules makes that import fail
# the way httpx expects when they are missing, so it is left out.
sys.modules.setdefault("httpx._main", None)  # type: ignore[arg-type]
