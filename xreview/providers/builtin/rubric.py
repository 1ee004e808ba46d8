"""The ``rubric`` reviewer: a stage checklist from ``config/rubrics/<stage>.yaml``.

It checks that the sections the stage requires are present and that the
success criteria can be measured (a number, a threshold, a date — not
"fast", "reliable" or "easy").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from xreview.artifact.document import Heading, MarkdownDocument
from xreview.core.model import Complexity, Severity
from xreview.providers.builtin.findings import Finding, document_start
from xreview.resources import read_default

_MEASURE = re.compile(
    r"\d|\b(?:p50|p95|p99|percent|zero|none|one|two|three|four|five|ten|hundred|thousand|million|half|all|every|no more than|at least|at most|within)\b",
    re.IGNORECASE,
)
_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(.*\S)")


@dataclass(frozen=True)
class Requirement:
    name: str
    match: tuple[str, ...]
    severity: Severity
    complexity: Complexity
    why: str


@dataclass(frozen=True)
class Rubric:
    stage: str
    sections: tuple[Requirement, ...]
    criteria_match: tuple[str, ...]
    vague_words: tuple[str, ...]


def load_rubric(stage: str, text: str | None = None) -> Rubric:
    """The packaged rubric for ``stage`` (or one given as YAML text)."""
    data = yaml.safe_load(text if text is not None else read_default("rubrics", f"{stage}.yaml"))
    sections = tuple(
        Requirement(
            name=s["name"],
            match=tuple(m.lower() for m in s["match"]),
            severity=Severity(s.get("severity", "High")),
            complexity=Complexity(s.get("complexity", "Medium")),
            why=s.get("why", ""),
        )
        for s in data.get("sections", [])
    )
    criteria = data.get("success_criteria", {})
    return Rubric(
        stage=data.get("stage", stage),
        sections=sections,
        criteria_match=tuple(m.lower() for m in criteria.get("match", [])),
        vague_words=tuple(w.lower() for w in data.get("vague_words", [])),
    )


def _matches(heading: Heading, phrases: tuple[str, ...]) -> bool:
    title = " " + re.sub(r"[^a-z0-9]+", " ", heading.title.lower()) + " "
    return any(f" {phrase} " in title for phrase in phrases)


def check(doc: MarkdownDocument, path: Path, rubric: Rubric) -> list[Finding]:
    """Missing required sections and unmeasurable success criteria."""
    findings: list[Finding] = []
    line, title = document_start(doc)
    for req in rubric.sections:
        if any(_matches(h, req.match) for h in doc.headings):
            continue
        findings.append(Finding(
            f"Missing required section: {req.name}",
            req.severity, req.complexity, line, title,
            f"A {rubric.stage} document needs a section on {req.name.lower()}; none of its headings covers it. {req.why}".strip(),
            f'Add a "{req.name}" section.',
        ))
    findings += _criteria(doc, rubric)
    return findings


def _criteria(doc: MarkdownDocument, rubric: Rubric) -> list[Finding]:
    vague = re.compile(r"\b(" + "|".join(re.escape(w) for w in rubric.vague_words) + r")\b", re.IGNORECASE) if rubric.vague_words else None
    out = []
    for heading in doc.headings:
        if not _matches(heading, rubric.criteria_match):
            continue
        bad: list[tuple[int, str, str]] = []
        for i in range(heading.end, doc.section_end(heading)):
            if doc.is_code(i):
                continue
            match = _ITEM.match(doc.line_text(i))
            if not match:
                continue
            criterion = match.group(1)
            word = vague.search(criterion) if vague else None
            if not _MEASURE.search(criterion):
                bad.append((i + 1, criterion, f'"{word.group(1)}" with no number' if word else "no number or threshold"))
            elif word and not re.search(r"\d", criterion):
                bad.append((i + 1, criterion, f'"{word.group(1)}" with no number'))
        if not bad:
            continue
        listed = "; ".join(f'line {n}: "{c[:70]}" ({why})' for n, c, why in bad[:6])
        more = f" and {len(bad) - 6} more" if len(bad) > 6 else ""
        out.append(Finding(
            f'Success criteria that cannot be measured in "{heading.title}"',
            Severity.HIGH, Complexity.LOW, bad[0][0], heading.title,
            f"{len(bad)} criterion/criteria cannot be checked: {listed}{more}.",
            "Give each criterion a number and a way to measure it (e.g. \"p95 latency under 300 ms at 50 requests/s\").",
        ))
    return out
