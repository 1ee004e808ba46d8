"""The built-in reviewers (provider ``builtin``): ``lint`` and ``rubric``, no key, no network."""

from __future__ import annotations

import re
import time
from collections.abc import AsyncIterator

from xreview.artifact.document import MarkdownDocument
from xreview.artifact.owned import without_logs
from xreview.paths import display_path
from xreview.providers.base import Completed, Provider, ProviderEvent, ProviderResult, ReviewRequest, TextDelta
from xreview.providers.builtin import lint, rubric
from xreview.providers.builtin.findings import Finding, render_review


class BuiltinProvider(Provider):
    """Runs one built-in reviewer on the artifact and streams its review in the canonical shape.

    A reviewer is a function from the parsed document (its logs left out) and its path to a list of
    ``Finding`` (title, severity, complexity, line, section, problem, suggestion); ``render_review`` writes
    them as the canonical review the parser reads. A new built-in reviewer is such a function in this
    package and a name in ``review_text`` and ``config/models.py``'s built-in models."""

    def review_text(self, request: ReviewRequest) -> str:
        # the Issue Log and Review Log are xreview's own record, not the design: not reviewed
        doc = MarkdownDocument.parse(without_logs(request.artifact_text))
        findings: list[Finding]
        if self.config.model == "lint":
            findings = lint.lint(doc, request.artifact_path)
        else:
            findings = rubric.check(doc, request.artifact_path, rubric.load_rubric(request.stage))
        return render_review(self.config.model, display_path(request.artifact_path), doc, findings)

    async def stream(self, request: ReviewRequest) -> AsyncIterator[ProviderEvent]:
        started = time.perf_counter()
        text = self.review_text(request)
        for block in re.split(r"(?=\n### )", text):
            yield TextDelta(block)
        latency = int((time.perf_counter() - started) * 1000)
        yield Completed(ProviderResult(model=self.config.id, text=text, latency_ms=latency, finish_reason="stop"))
