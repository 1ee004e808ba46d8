"""The marks review tools put on a comment's severity — Codex's and Gemini Code Assist's badge images,
CodeRabbit's italic labels, the symbols a review defines in its own legend — read as the tags a review writes by
hand, and a plain-text report's numbered banners and a bot's HTML headings as Markdown headings, in the same
number of characters so that every offset into the response stays where it was."""

from __future__ import annotations

import re

# a severity badge, as Codex review comments open their titles: "**<sub><sub>![P1 Badge](https://img.shields.io/…)</sub></sub>  Title**"
# … and Gemini Code Assist's, alone on a line under a file heading: "![high](https://www.gstatic.com/codereviewagent/high-priority.svg)"
_BADGE = re.compile(r"(?:<sub>)*!\[(P[0-3]|Critical|High|Medium|Low)\s+Badge\]\([^)\s]*\)(?:</sub>)*[ \t]*\n?"
                    r"|!\[(?:security-)?(critical|high|medium|low)\]\(https?://www\.gstatic\.com/codereviewagent/[^)\s]*\)", re.IGNORECASE)
# CodeRabbit's labels over a comment's bold title: "_⚠️ Potential issue_ | _🟠 Major_ | _⚡ Quick win_" ⏎ "**Title.**"
_LABELS = re.compile(r"_(?:⚠️ Potential issue|🛠️ Refactor suggestion|🧹 Nitpick|💡 Verification agent)_((?:\s*\|\s*_[^_\n]{1,30}_)*)[ \t]*"
                     r"(?:\n[ \t]*){0,2}(?=\*\*|__)")
_LABEL_LEVEL = re.compile(r"(?<![a-z])(critical|major|minor|trivial)(?![a-z])", re.IGNORECASE)  # "_🟡 Minor_": no word boundary


def _level(labels: str) -> str:
    """The severity CodeRabbit's labels give, as a tag word ("Potential issue" alone is a concern)."""
    level = _LABEL_LEVEL.search(labels)
    if level is not None:
        return level.group(1)
    return "nitpick" if "Nitpick" in labels else "suggestion" if "Refactor" in labels else "concern"


def as_tags(text: str) -> str:
    """``text`` with each badge as "[P1]" or "[high]" and each CodeRabbit label line as "[major]", joined to the
    bold title under it, and each legend symbol opening a line as "P1:", padded with spaces to the length it had."""
    text = _BADGE.sub(lambda m: f"[{m.group(1) or m.group(2)}]".ljust(len(m.group(0))), text)
    return _legend_tags(_LABELS.sub(lambda m: f"[{_level(m.group(0))}] ".ljust(len(m.group(0))), text))


# a legend of the review's own severity marks: "Severity tag  [‼︎ blocker] [! important] [⚠ minor]", "🔴 = critical"
_LEGEND = re.compile(r"\[\s*([^\w\s\[\]]{1,3})\s+(blocker|critical|important|high|major|medium|moderate|minor|low|nit)\s*\]"
                     r"|(?<!\S)([^\w\s\[\]]{1,3})\s*[=:]\s*(blocker|critical|important|high|major|medium|moderate|minor|low|nit)\b",
                     re.IGNORECASE)
_LEVEL_TAG = {"blocker": "P0", "critical": "P0", "important": "P1", "high": "P1", "major": "P1", "medium": "P2", "moderate": "P2",
              "minor": "P3", "low": "P3", "nit": "P3"}


def is_legend(text: str) -> bool:
    """A paragraph that defines the review's severity marks ("• Severity tag  [‼︎ blocker] [! important] [⚠ minor]")."""
    return len(_LEGEND.findall(text)) >= 2


def _legend_tags(text: str) -> str:
    """Each line that opens with a mark the review's legend names ("‼︎  Table creation is manual") as that level's tag
    ("P0: Table creation is manual"); a review that defines fewer than two marks has no legend."""
    marks = {(m.group(1) or m.group(3)): _LEVEL_TAG[(m.group(2) or m.group(4)).lower()] for m in _LEGEND.finditer(text)}
    if len(marks) < 2:
        return text
    lead = re.compile(r"^([ \t]*)(" + "|".join(re.escape(mark) for mark in sorted(marks, key=len, reverse=True)) + r")([ \t]+)(?=\S)", re.MULTILINE)

    def tag(match: re.Match[str]) -> str:
        room = len(match.group(2)) + len(match.group(3))
        return match.group(1) + (marks[match.group(2)] + ":").ljust(room) if room >= 3 else match.group(0)

    return lead.sub(tag, text)


def unpad(text: str) -> str:
    """An item's text as a reader should see it: a tag read from a badge without the spaces that kept its length."""
    return _PADDED.sub(r"\1 ", text)


_PADDED = re.compile(r"(\[(?:P[0-3]|critical|high|medium|low|major|minor|trivial|nitpick|suggestion|concern)\]) {2,}", re.IGNORECASE)


# a numbered section title between two rules, as plain-text reports frame them: "-----" ⏎ "7. Test / CI" ⏎ "-----"
# (Markdown reads the title as a one-entry list, and the section's points as loose paragraphs after it)
_BANNER = re.compile(r"^([-=]{5,}[ \t]*\n)(\d{1,3}[.)][ \t]+)(?=\S[^\n]{1,100}\n[-=]{5,}[ \t]*$)", re.MULTILINE)


# a heading written in HTML on its own line, as review bots post them: "<h3>Greptile Summary</h3>"
_BOX_RULE = re.compile(r"^[ \t]*[─━═]{3,}[ \t]*$", re.MULTILINE)  # "────────": a rule drawn in box characters between records
_HTML_HEADING = re.compile(r"^[ \t]*<h([1-6])>([^<>\n]{1,200})</h\1>[ \t]*$", re.MULTILINE | re.IGNORECASE)


# a dump of review comments, each under a banner naming its author and place: "########## gemini-code-assist[bot] ::
# studio/backend/inference.py:255 ##########" (more than six marks: no Markdown heading, the comments run together)
_COMMENT_BANNER = re.compile(r"^#{7,}[ \t]+(?:[^\n:]{1,80}?[ \t]+::[ \t]+)?([\w./@-]+\.\w{1,6}(?::\d+(?:-\d+)?)?)[ \t]+#{7,}[ \t]*$", re.MULTILINE)


# a finding given as an XML element: '<finding severity="Medium" file="apps/a11y.spec.ts" line="24">' ⏎ "<description>…"
_XML_FINDING = re.compile(r"^[ \t]*<finding\b(?P<attrs>[^>\n]*)>[ \t]*$", re.MULTILINE | re.IGNORECASE)
_XML_PART = re.compile(r"</?(?:description|details?|issue|problem|evidence|recommendation|suggestion|fix|title|finding)>", re.IGNORECASE)


def _attribute(attrs: str, name: str) -> str:
    found = re.search(rf"\b{name}\s*=\s*\"([^\"\n]*)\"", attrs, re.IGNORECASE)
    return found.group(1).strip() if found else ""


def _finding_heading(match: re.Match[str]) -> str:
    """A ``<finding>`` element's opening tag as a heading naming its place, over its level on the next line."""
    attrs = match.group("attrs")
    place = _attribute(attrs, "file") + (f":{line}" if (line := _attribute(attrs, "line")) else "")
    level = _attribute(attrs, "severity")
    said = ("### " + (place or "Finding") + (f"\n[{level}]" if level else ""))
    return said.ljust(len(match.group(0))) if len(said) <= len(match.group(0)) else match.group(0)


def xml_findings(text: str) -> str:
    """``text`` with each ``<finding>`` element read as a heading over its level and its words, its tags blanked
    (the same number of characters, so offsets stay)."""
    if _XML_FINDING.search(text) is None:
        return text
    return _XML_PART.sub(lambda m: " " * len(m.group(0)), _XML_FINDING.sub(_finding_heading, text))


_KEYCAP = re.compile(r"^(#{1,6}[ \t]+(?:\*\*|__)?)(\d{1,2})\ufe0f?\u20e3", re.MULTILINE)  # a keycap number opening a heading


def banner_headings(text: str) -> str:
    """``text`` with each numbered banner's number turned into a heading mark of the same length ("## Test / CI"),
    each comment's banner into a heading naming its place ("### studio/backend/inference.py:255", padded), and each
    HTML heading line into a Markdown one ("### Greptile Summary", padded), and each rule of box characters ("────")
    between records into a blank line (of spaces, as long); a heading's keycap number ("#### 3️⃣ …") as "3."."""
    text = _BOX_RULE.sub(lambda m: " " * len(m.group(0)), _BANNER.sub(lambda m: m.group(1) + "##".ljust(len(m.group(2))), text))
    text = _KEYCAP.sub(lambda m: m.group(1) + (m.group(2) + ".").ljust(len(m.group(0)) - len(m.group(1))), text)  # "#### 3️⃣ FOCUS RING CSS"
    text = _COMMENT_BANNER.sub(lambda m: ("### " + m.group(1)).ljust(len(m.group(0))), text)
    return _HTML_HEADING.sub(lambda m: ("#" * int(m.group(1)) + " " + m.group(2).strip()).ljust(len(m.group(0))), text)
