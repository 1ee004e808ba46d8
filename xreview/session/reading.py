"""Reading the reviewers' answers: each parsed as it arrives (while the others still stream), within its output
caps; one nothing could be read from gets a repair call; every call recorded; an answer that still yields
nothing abstains, and says so."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from xreview.config.models import ModelConfig
from xreview.config.resolve import Resolution, data_dir
from xreview.core.caps import MAX_ANSWER_CHARS, MAX_ITEMS_PER_ANSWER, cut_note
from xreview.core.errors import ErrorType
from xreview.core.report import CycleRecord
from xreview.core.similarity import Embedder
from xreview.core.stats import model_stats
from xreview.core.synthesis import ReviewInput, SynthesisResult
from xreview.embedding import load_embedder
from xreview.session.assists import repair_unreadable
from xreview.session.caller import ModelCaller, review_record
from xreview.session.events import ReviewUnreadable, SessionListener
from xreview.session.reviewers import Answers
from xreview.session.runner import ModelFinished

if TYPE_CHECKING:
    from xreview.core.parse import ParsedReview

MIN_DECIDED = 5  # recorded issues before a model's accepted share weighs its vote


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """The records of a JSON-lines log (a line cut short by a kill is skipped)."""
    if not path.is_file():
        return []
    out = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict):
            out.append(record)
    return out


class AnswerReader:
    """What one cycle's answers read as; ``take`` hands it to synthesis and starts the next cycle afresh."""

    def __init__(self, resolution: Resolution, caller: ModelCaller, listener: SessionListener) -> None:
        self.resolution = resolution
        self.caller = caller
        self.listener = listener
        self.parsed: dict[str, ParsedReview] = {}
        self.repair_tried: set[str] = set()  # reviewers whose answer of this cycle went to a repair call

    def caps(self, model_id: str) -> tuple[int, int]:
        """A reviewer's output caps: (max_answer_chars, max_items_per_answer)."""
        config = self.resolution.model_configs.get(model_id)
        if config is None:
            return MAX_ANSWER_CHARS, MAX_ITEMS_PER_ANSWER
        return config.max_answer_chars, config.max_items_per_answer

    def read(self, model_id: str, text: str, embed: Embedder | None) -> ParsedReview:
        max_chars, max_items = self.caps(model_id)
        from xreview.core.parse import read_review  # loaded with the first answer, not before the requests

        return read_review(text, model_id, embed, max_items=max_items, max_chars=max_chars)

    def finished(self, event: ModelFinished) -> str:
        """Parse a reviewer's answer now, while the others still answer; what an output cap left out, or ''."""
        parsed = self.read(event.model, event.result.text, load_embedder())
        self.parsed[event.model] = parsed
        return cut_note(event.result.cut_at, parsed.items_cut, self.caps(event.model)[1])

    def weights(self) -> dict[str, float] | None:
        """With ``weight_by_precision: true``, each model's vote: the share of its issues people accepted, from
        `xreview stats`' records (a model with fewer than ``MIN_DECIDED`` recorded issues keeps weight 1)."""
        if not self.resolution.get("weight_by_precision"):
            return None
        folder = data_dir()
        table = model_stats(read_jsonl(folder / "calls.jsonl"), read_jsonl(folder / "decisions.jsonl"))
        return {m: max(s.accepted / s.raised, 0.05) for m, s in table.items() if s.raised >= MIN_DECIDED}

    def take(self) -> dict[str, ParsedReview]:
        parsed, self.parsed = self.parsed, {}
        return parsed

    async def collect(self, models: list[ModelConfig], answers: Answers,
                      record: CycleRecord) -> tuple[list[ReviewInput], list[str], dict[str, str], list[ModelConfig]]:
        """Each answer recorded and read (a repair call for one nothing could be read from); a stand-in that
        answered takes its model's place for the rest of the review. Returns the synthesis inputs, the
        reviewers in order, the restated answers, and the review's models from now on."""
        results, stand_ins = answers.results, answers.stand_ins
        order = [m.id for m in models] + list(stand_ins)
        repaired, self.repair_tried = await repair_unreadable(self.caller, results, record, self.parsed, self.read,
                                                              self.listener)
        inputs: list[ReviewInput] = []
        for model_id in order:
            result = results.get(model_id)
            if result is None:
                continue
            review = review_record(result)
            if model_id in stand_ins:
                review.stood_in_for = stand_ins[model_id]
            record.reviews.append(review)
            answer = repaired.get(model_id, result.text)
            max_chars, max_items = self.caps(model_id)
            inputs.append(ReviewInput(model_id, answer if result.ok else None, result.ok, max_items, max_chars))
        for fallback_id, original in stand_ins.items():
            if results.get(fallback_id) is not None and results[fallback_id].ok:
                fallback = self.resolution.model_configs[fallback_id]
                models = [fallback if m.id == original else m for m in models]  # it takes the place for good
        return inputs, order, repaired, models

    def mark_unreadable(self, synthesis: SynthesisResult, record: CycleRecord, repaired: dict[str, str]) -> None:
        """What each review yielded; an answer nothing could be read from abstains, and says so."""
        for review in record.reviews:
            parsed = synthesis.parsed.get(review.model)
            if parsed is None:
                continue
            review.issues_found = len(parsed.items)
            if parsed.items_cut:
                review.items_cut = parsed.items_cut
                review.items_kept = self.caps(review.model)[1]
            if not parsed.parsable and review.status == "success":
                review.status = "unreadable"
                review.error_type = ErrorType.OUTPUT_PARSE_ERROR.value
                review.error = ("no issue and no verdict could be read from the answer, even restated; it abstains"
                                if review.model in self.repair_tried else
                                "no issue and no verdict could be read from the answer; it abstains")
                self.listener(ReviewUnreadable(review.model, review.error))
            elif review.model in repaired:
                review.note = "restated by a repair call: the first answer could not be read"
