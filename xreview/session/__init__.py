"""A review session: what the front ends (the cockpit, the headless command line, the MCP server) drive.

- ``review``    — ``ReviewSession``: the cycle loop, short enough to read in one screen, and the stop rules;
- ``events``    — what the session tells its front ends, and the reviewed cycle it hands them for triage;
- ``runner``    — one cycle's reviewers called at once, each call's own events (``recorder`` saves them);
- ``caller``    — every call to a model: provider, request, budget admission and charge, the calls log;
- ``reviewers`` — a cycle's reviewers admitted and called, then their fallbacks;
- ``assists``   — helper calls: repair, the arbiter, a second opinion;
- ``fixes``     — the fixer's edits, proposed, approved and applied;
- ``writes``    — the Issue Log and Review Log written into the artifact;
- ``preflight`` — no credential leaves the machine;
- ``prompting`` — what the models are sent, and the artifact as the session sees it;
- ``discussion`` — `xreview discuss`: the rounds after the review (``discussion_store`` saves them).

A front end listens to the events (``ReviewSession(listener=...)``), runs ``ReviewSession.run`` (optionally with a
``triage`` callback that decides each reviewed cycle) and reads the ``Report`` it returns. Importing this package
never loads Textual.
"""

from xreview.session.caller import estimate_call
from xreview.session.events import (
    AnswerCut,
    ArtifactWritten,
    Consulted,
    CycleCompleted,
    CycleStarted,
    FallbackStarted,
    FixesApplied,
    LogFailed,
    ModelSkipped,
    ReviewedCycle,
    ReviewUnreadable,
    RoundCompleted,
    RoundStarted,
    SessionEvent,
    SessionListener,
    WriteFailed,
)
from xreview.session.fix_proposal import FixProposal, ProposedEdit
from xreview.session.prompting import (
    ModelChoice,
    artifact_signature,
    confirmation_rows,
    model_choices,
    prompt_for,
    read_artifact,
    system_prompt,
    tracked_rows,
)
from xreview.session.review import ReviewSession

__all__ = [
    "AnswerCut",
    "ArtifactWritten",
    "Consulted",
    "CycleCompleted",
    "CycleStarted",
    "FallbackStarted",
    "FixProposal",
    "FixesApplied",
    "LogFailed",
    "ModelChoice",
    "ModelSkipped",
    "ProposedEdit",
    "ReviewSession",
    "ReviewUnreadable",
    "ReviewedCycle",
    "RoundCompleted",
    "RoundStarted",
    "SessionEvent",
    "SessionListener",
    "WriteFailed",
    "artifact_signature",
    "confirmation_rows",
    "model_choices",
    "estimate_call",
    "prompt_for",
    "read_artifact",
    "system_prompt",
    "tracked_rows",
]
