"""Text normalisation and similarity for matching issues written in different words."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

# a word: letters with their accents (French, German, Spanish, Vietnamese — "sécurité", "giỏ"), Cyrillic, digits, "n+1"
_WORD = re.compile(r"n\+1|[a-z0-9à-öø-ÿ\u0100-\u024f\u1e00-\u1eff\u0430-\u045f]+"  # and Cyrillic ("утечка")
                   r"|[\u03ac-\u03ce\u1f00-\u1fff]+|[\u05d0-\u05ea]+|[\u0620-\u064a\u066e-\u06d3\u06fa-\u06ff]+")  # Greek, Hebrew, Arabic and Persian
_ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")

STOPWORDS = frozenset(
    """a an the and or but if of to in on at by for with from as is are was were be been being
    this that these those it its there their they them we our you your he she his her not no nor
    does do did has have had will would should could can may might must shall into onto over under
    than then so such very more most less least any all each every some which who whom whose what
    when where why how also just only other same about above below between both either neither
    yet while because per via etc i e g eg ie doc document design section sections issue issues
    currently clearly explicitly describe described describes mention mentions mentioned""".split()
    # Vietnamese writes each syllable apart: its function words would pass for shared content ("cho", "của", "trong")
    + """cho của và các trong là có không được một những với này để khi thì đã sẽ nên ra vào theo bị từ hay hoặc
    nhưng mà cần phải thể đến lại cũng rất nhiều tất cả về như đang""".split()
    # the function words of Spanish, Portuguese, French, Italian, German and Dutch: shared by any two sentences
    + """de la el en y que los las del se por con para una un es al lo como más pero sus ya está son
    os as do da dos das em um uma não são
    le les des du et est dans pour pas qui sur au aux ne ce il elle sont
    di che della delle dei gli il per sono
    het een van dat op te voor met niet zijn""".split()
)

# A few synonyms that reviewers use interchangeably for the same gap.
_SYNONYMS = {
    "absent": "missing",
    "lack": "missing",
    "lacks": "missing",
    "lacking": "missing",
    "omit": "missing",
    "omits": "missing",
    "omitted": "missing",
    "undefined": "missing",
    "unspecified": "missing",
    "unclear": "vague",
    "ambiguous": "vague",
    "vaguely": "vague",
    "measurable": "measur",
    "metrics": "metric",
    "kpi": "metric",
    "kpis": "metric",
    "authn": "auth",
    "authentication": "auth",
    "authorization": "auth",
    "authz": "auth",
    "credentials": "secret",
    "credential": "secret",
    "token": "secret",
    "tokens": "secret",
    "key": "secret",
    "keys": "secret",
    "rollout": "deploy",
    "deployment": "deploy",
    "rollback": "revert",
    "roll": "revert",
    "retries": "retry",
    "retrying": "retry",
    "timeouts": "timeout",
    "tests": "test",
    "testing": "test",
    "todo": "placeholder",
    "tbd": "placeholder",
    "fixme": "placeholder",
    "redundant": "duplicate",
    "redundancy": "duplicate",
    "redundancies": "duplicate",
    "duplicated": "duplicate",
    "duplication": "duplicate",
    "duplicates": "duplicate",
}


def strip_ansi(text: str) -> str:
    """Remove terminal escape sequences (they are never part of an issue's words)."""
    return _ANSI.sub("", text)


# Every C0 and C1 control but tab and newline, and DEL: what could move the cursor, clear the screen, write
# the clipboard (OSC 52), ring the bell or make git call a text file binary (NUL).
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_SEQUENCES = re.compile(  # whole escape sequences, 7-bit and 8-bit: colours from a CLI tool, and worse
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"  # CSI
    r"|(?:\x1b[\]PX^_]|[\x9d\x90\x98\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)"  # OSC, DCS, SOS, PM, APC
)
_C1_JSON = re.compile(r"[\x7f-\x9f]")


def _picture(match: re.Match[str]) -> str:
    code = ord(match.group())
    if code < 0x20:
        return chr(0x2400 + code)  # the Unicode control pictures: ␛ ␀ ␇ ␈
    return "\u2421" if code == 0x7F else "\ufffd"


def clean_text(text: str) -> str:
    """Text from outside (a model, a server, a config file) made safe for a terminal or a file: escape sequences
    removed whole, carriage returns dropped, every other control but tab and newline shown as a visible
    picture (ESC as ␛, NUL as ␀; a C1 control as �). Clean text is returned unchanged."""
    if not _CONTROLS.search(text):
        return text
    return _CONTROLS.sub(_picture, _SEQUENCES.sub("", text).replace("\r", ""))


_INTRODUCER = re.compile(r"[\x1b\x9b\x9d\x90\x98\x9e\x9f]")
_PARTIAL = re.compile(  # the start of an escape sequence whose end has not arrived yet
    r"\x1b|(?:\x1b\[|\x9b)[0-?]*[ -/]*|(?:\x1b[\]PX^_]|[\x9d\x90\x98\x9e\x9f])[^\x07\x1b\x9c]*\x1b?")
_HOLD_AT_MOST = 4096


class StreamCleaner:
    """``clean_text`` for text that arrives in pieces: an escape sequence split between two pieces is held back
    until its end arrives (up to 4 KB), so it is removed whole instead of showing as ␛ and stray letters."""

    def __init__(self) -> None:
        self._held = ""

    def feed(self, piece: str) -> str:
        text = self._held + piece
        self._held = ""
        start = -1
        for match in _INTRODUCER.finditer(text, max(0, len(text) - _HOLD_AT_MOST)):
            start = match.start()
        if start >= 0 and _PARTIAL.fullmatch(text, start):
            text, self._held = text[:start], text[start:]
        return clean_text(text)

    def flush(self) -> str:
        held, self._held = self._held, ""
        return clean_text(held)


def json_safe(encoded: str) -> str:
    """JSON written with ensure_ascii=False keeps DEL and the C1 controls raw (C0 are escaped): escape them too.
    They can only occur inside strings, where ``\\u009b`` means the same."""
    return _C1_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", encoded)


@lru_cache(maxsize=1)
def _stemmer() -> Any:
    """English stemming (rotation, rotating, rotate -> rotat), loaded on first use: not before the requests."""
    import snowballstemmer

    return snowballstemmer.stemmer("english")


@lru_cache(maxsize=65536)
def _normalise_word(word: str) -> str:
    word = _SYNONYMS.get(word, word)
    return str(_stemmer().stemWord(word))


def content_words(text: str) -> list[str]:
    """Lower-cased, stemmed content words, stop words removed."""
    words = _WORD.findall(text.lower())
    return [_normalise_word(w) for w in words if w not in STOPWORDS and len(w) > 1]


def token_set(text: str) -> frozenset[str]:
    return frozenset(content_words(text))


def overlap(a: frozenset[str], b: frozenset[str]) -> float:
    """Similarity of two word sets: the mean of Jaccard and containment (0..1)."""
    if not a or not b:
        return 0.0
    common = len(a & b)
    if not common:
        return 0.0
    jaccard = common / len(a | b)
    containment = common / min(len(a), len(b))
    return (jaccard + containment) / 2


_WHOLE_FENCE = re.compile(r"^\s*```[a-zA-Z]*\s*\n(.*?)\n\s*```\s*$", re.DOTALL)


def unfenced(answer: str) -> str:
    """A model's answer without the code fence it may have wrapped it in (```json … ```)."""
    text = answer.strip()
    fenced = _WHOLE_FENCE.match(text)
    return fenced.group(1).strip() if fenced else text


def normalise_heading(text: str) -> str:
    """A heading's words, for comparing section names loosely."""
    return " ".join(_WORD.findall(text.lower()))


def one_line(text: str, limit: int = 160) -> str:
    """Collapse whitespace; cut at ``limit`` characters on a word boundary."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[:limit].rsplit(" ", 1)[0]
    return cut.rstrip(",;:-") + "…"


def place_key(text: str) -> str:
    """A place as a table cell or a heading writes it, without backticks, bold marks or spaces ("`webhook.py:649-674`")."""
    return re.sub(r"[`*\s]", "", text)
