"""Score extraction and merging on real, LLM-written reviews with hand labels.

Two folders in the same layout (``reviews/NN/{response.md, meta.json,
labels.json}``, see ``real/README.md``): the workplace's shared development
set, found at ``../shared/data/real-reviews`` beside the checkout (or
``$XREVIEW_REAL_REVIEWS``), and this project's own additions in ``real/``.
``real/HELD_OUT`` names the reviews kept out of tuning.

Measures:

- **extraction recall**: labeled issues that some extracted item counts for.
  An item counts for the one labeled issue it starts with: the first labeled
  title inside the item's lines, when that title begins within the item's
  first 400 characters; each labeled issue is counted once.
- **spurious**: extracted items that count for no labeled issue, over all
  extracted items (strict: an item on text the labels leave unlabeled counts
  too; how many of them start on a restatement, a labeled non-issue or
  unlabeled text is reported apart).
- **dropped**: reviews with labeled issues from which nothing was extracted.
- **merge precision / recall**: over pairs of extracted items from different
  reviews of one document that count for labeled issues — a predicted pair
  shares a synthesized issue, a true pair shares a ``same_as`` cluster.
- **consensus**: share of labeled issues whose synthesized issue (the one
  holding most of its items) reports the right all / majority / some /
  single, counted over the reviews of the document that raise any issue.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from xreview.core.model import Issue, ReviewItem
from xreview.core.similarity import Embedder
from xreview.core.synthesis import ReviewInput, consensus_for, synthesize

OWN = Path(__file__).parent / "real"
SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "real-reviews"
WINDOW = 400  # an item "starts with" a labeled title that begins this close to its start


def shared_dir() -> Path:
    return Path(os.environ.get("XREVIEW_REAL_REVIEWS") or SHARED)


@dataclass
class Labeled:
    index: int
    title: str
    offset: int
    severity: str
    same_as: str | None
    restated: list[int]


@dataclass
class RealReview:
    id: str
    origin: str  # "shared" or "own"
    text: str
    model: str
    style: str
    group: str | None
    items: list[Labeled]
    restated: list[tuple[int, int]]  # spans of restatements, for the breakdown of spurious items
    non_issues: list[tuple[int, int]]
    held_out: bool = False

    @property
    def key(self) -> str:
        return f"{self.origin}:{self.id}"


def _spans(text: str, needles: list[str]) -> list[tuple[int, int]]:
    spans = []
    for needle in needles:
        start = text.find(needle)
        while start != -1:
            spans.append((start, start + len(needle)))
            start = text.find(needle, start + 1)
    return spans


def load_folder(root: Path, origin: str, held_out: set[str]) -> list[RealReview]:
    reviews = []
    base = root / "reviews"
    if not base.is_dir():
        return []
    for folder in sorted(p for p in base.iterdir() if p.is_dir()):
        text = (folder / "response.md").read_text(encoding="utf-8").replace("\r\n", "\n")
        meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
        labels = json.loads((folder / "labels.json").read_text(encoding="utf-8"))
        items = []
        restated: list[tuple[int, int]] = []
        for item in labels["items"]:
            offset = text.find(item["title"])
            if offset < 0 or text.count(item["title"]) != 1:
                raise ValueError(f"{folder}: title {item['title']!r} must occur exactly once")
            spans = _spans(text, item.get("restated_at", []))
            restated += spans
            items.append(Labeled(item["index"], item["title"], offset, item["severity"], item.get("same_as"),
                                 [a for a, _ in spans]))
        review = RealReview(folder.name, origin, text, meta.get("model", ""), meta.get("style", ""), meta.get("group"),
                            items, restated, _spans(text, labels.get("non_issues", [])))
        review.held_out = review.key in held_out
        reviews.append(review)
    return reviews


def load_real(include_shared: bool = True) -> list[RealReview]:
    held = set((OWN / "HELD_OUT").read_text(encoding="utf-8").split()) if (OWN / "HELD_OUT").exists() else set()
    reviews = load_folder(shared_dir(), "shared", held) if include_shared else []
    return reviews + load_folder(OWN, "own", held)


def line_offsets(text: str) -> list[int]:
    offsets = [0]
    for line in text.split("\n"):
        offsets.append(offsets[-1] + len(line) + 1)
    return offsets


def item_range(item: ReviewItem, text: str, offsets: list[int]) -> tuple[int, int]:
    """Where ``item`` sits in ``text``, as character offsets."""
    if item.span is not None:
        return item.span
    found = text.find(item.text.strip()[:200]) if item.text.strip() else -1
    return (found, found + len(item.text)) if found >= 0 else (-1, -1)


@dataclass
class ReviewScore:
    review: RealReview
    extracted: int
    found: dict[int, int]  # labeled index -> extracted item index
    spurious: list[tuple[int, str]]  # (item index, why): restatement | non-issue | duplicate | unlabeled
    dropped: bool
    misses: list[str] = field(default_factory=list)
    anchored: int = 0  # spurious restatements that stand for a missed labeled issue at another of its statements


def score_extraction(review: RealReview, items: list[ReviewItem]) -> ReviewScore:
    offsets = line_offsets(review.text)
    starts = sorted((label.offset, label.index) for label in review.items)
    found: dict[int, int] = {}
    spurious: list[tuple[int, str]] = []
    for number, item in enumerate(items):
        start, end = item_range(item, review.text, offsets)
        inside = [(offset, index) for offset, index in starts if start <= offset < end]
        if start >= 0 and inside and inside[0][0] - start < WINDOW and inside[0][1] not in found:
            found[inside[0][1]] = number
            continue
        head = (start, start + WINDOW) if start >= 0 else (-1, -1)
        if inside and inside[0][0] - start < WINDOW:
            why = "duplicate"
        elif any(head[0] <= a < head[1] for a, _ in review.restated):
            why = "restatement"
        elif any(head[0] <= a < head[1] for a, _ in review.non_issues):
            why = "non-issue"
        else:
            why = "unlabeled"
        spurious.append((number, why))
    score = ReviewScore(review, len(items), found, spurious, bool(review.items) and not items)
    score.anchored = _anchored(review, items, found, spurious, offsets)
    for label in review.items:
        if label.index not in found:
            score.misses.append(f"missed {review.key}: {label.title}")
    for number, why in spurious:
        score.misses.append(f"spurious ({why}) {review.key}: {items[number].title[:90]}")
    return score


def _anchored(review: RealReview, items: list[ReviewItem], found: dict[int, int], spurious: list[tuple[int, str]],
              offsets: list[int]) -> int:
    """How many spurious items start at a restatement of a labeled issue no item counts for: the issue was
    extracted, from another of its statements than the one the labels call the first (a diagnostic; the
    strict measures count these as one miss and one spurious item)."""
    left = {label.index: label.restated for label in review.items if label.index not in found}
    count = 0
    for number, why in spurious:
        start = item_range(items[number], review.text, offsets)[0]
        hit = next((index for index, spans in left.items() if why == "restatement" and any(start <= a < start + WINDOW for a in spans)), None)
        if hit is not None:
            del left[hit]
            count += 1
    return count


@dataclass
class GroupScore:
    name: str
    reviews: list[ReviewScore]
    pairs_predicted: int = 0
    pairs_true: int = 0
    pairs_right: int = 0
    consensus_right: int = 0
    consensus_total: int = 0
    misses: list[str] = field(default_factory=list)
    missed_pairs: int = 0  # true pairs both extracted but left in two issues
    hinted_pairs: int = 0  # … of which triage offers one as a possible duplicate of the other


def score_group(name: str, reviews: list[RealReview], embed: Embedder | None) -> GroupScore:
    """Synthesize the reviews of one document together, as one cycle would, and score it all."""
    inputs = [ReviewInput(r.key, r.text) for r in reviews]
    result = synthesize(inputs, [], None, embed)
    scores = []
    owner: dict[tuple[str, int], int] = {}  # (review key, labeled index) -> synthesized issue
    for review in reviews:
        parsed = result.parsed.get(review.key)
        items = parsed.items if parsed is not None else []
        score = score_extraction(review, items)
        scores.append(score)
        by_item = {}
        for number, issue in enumerate(result.issues):
            for source in issue.sources:
                if source.model == review.key:
                    by_item[source.index] = number
        for labeled, item_number in score.found.items():
            item = items[item_number]
            if item.index in by_item:
                owner[(review.key, labeled)] = by_item[item.index]
    group = GroupScore(name, scores)
    labels = {(r.key, label.index): label for r in reviews for label in r.items}
    keys = sorted(owner)
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            if a[0] == b[0]:
                continue
            same_issue = owner[a] == owner[b]
            cluster_a, cluster_b = labels[a].same_as, labels[b].same_as
            same_truth = cluster_a is not None and cluster_a == cluster_b
            group.pairs_predicted += same_issue
            group.pairs_true += same_truth
            group.pairs_right += same_issue and same_truth
            if same_issue and not same_truth:
                group.misses.append(f"false merge: {labels[a].title[:60]!r} + {labels[b].title[:60]!r}")
    # true pairs whose items were not both extracted still count as missed merges
    for i, a in enumerate(sorted(labels)):
        for b in sorted(labels)[i + 1:]:
            if a[0] != b[0] and labels[a].same_as is not None and labels[a].same_as == labels[b].same_as:
                if a not in owner or b not in owner:
                    group.pairs_true += 1
                    group.misses.append(f"merge lost to extraction: {labels[a].same_as}")
                elif owner[a] != owner[b]:
                    group.missed_pairs += 1
                    one, other = result.issues[owner[a]], result.issues[owner[b]]
                    hinted = other in one.possible_duplicates or one in other.possible_duplicates
                    group.hinted_pairs += hinted
                    group.misses.append(f"missed merge {labels[a].same_as}{' (hinted)' if hinted else ''}: "
                                        f"{labels[a].title[:50]!r} / {labels[b].title[:50]!r}")
    raising = [r for r in reviews if r.items]
    truth_issues: dict[str, list[tuple[str, int]]] = {}
    for review in raising:
        for label in review.items:
            key = label.same_as or f"{review.key}#{label.index}"
            truth_issues.setdefault(key, []).append((review.key, label.index))
    for key, members in truth_issues.items():
        group.consensus_total += 1
        truth = consensus_for(len({m[0] for m in members}), len(raising))
        holders = Counter(owner[m] for m in members if m in owner)
        if not holders:
            group.misses.append(f"consensus {key}: not extracted")
            continue
        predicted: Issue = result.issues[holders.most_common(1)[0][0]]
        if predicted.consensus is truth:
            group.consensus_right += 1
        else:
            group.misses.append(f"consensus {key}: {predicted.consensus.value}, should be {truth.value}")
    return group


def groups(reviews: list[RealReview]) -> dict[str, list[RealReview]]:
    out: dict[str, list[RealReview]] = {}
    for review in reviews:
        out.setdefault(review.group or review.key, []).append(review)
    return out


@dataclass
class RealSummary:
    groups: list[GroupScore]

    @property
    def reviews(self) -> list[ReviewScore]:
        return [r for g in self.groups for r in g.reviews]

    def figures(self) -> dict[str, float]:
        reviews = self.reviews
        labeled = sum(len(r.review.items) for r in reviews)
        found = sum(len(r.found) for r in reviews)
        extracted = sum(r.extracted for r in reviews)
        spurious = sum(len(r.spurious) for r in reviews)
        why = Counter(w for r in reviews for _, w in r.spurious)
        predicted = sum(g.pairs_predicted for g in self.groups)
        true = sum(g.pairs_true for g in self.groups)
        right = sum(g.pairs_right for g in self.groups)
        return {
            "reviews": len(reviews),
            "labeled": labeled,
            "recall": found / labeled if labeled else 1.0,
            "spurious": spurious / extracted if extracted else 0.0,
            "spurious_unlabeled": why["unlabeled"],
            "spurious_restated": why["restatement"],
            "spurious_non_issue": why["non-issue"],
            "spurious_duplicate": why["duplicate"],
            "dropped": sum(1 for r in reviews if r.dropped),
            "anchored": sum(r.anchored for r in reviews),
            "missed_pairs": sum(g.missed_pairs for g in self.groups),
            "hinted_pairs": sum(g.hinted_pairs for g in self.groups),
            "merge_precision": right / predicted if predicted else 1.0,
            "merge_recall": right / true if true else 1.0,
            "pairs_true": true,
            "pairs_predicted": predicted,
            "consensus": sum(g.consensus_right for g in self.groups) / max(sum(g.consensus_total for g in self.groups), 1),
        }


REAL_HEADER = f"{'':<26} {'reviews':>7} {'issues':>6} {'recall':>7} {'spurious':>8} {'dropped':>7} {'merge P':>7} {'merge R':>7} {'pairs':>5} {'consensus':>9}"


def real_line(label: str, summary: RealSummary) -> str:
    f = summary.figures()
    return (f"{label:<26} {f['reviews']:>7} {f['labeled']:>6} {f['recall']:>7.3f} {f['spurious']:>8.3f} {f['dropped']:>7} "
            f"{f['merge_precision']:>7.3f} {f['merge_recall']:>7.3f} {f['pairs_true']:>5} {f['consensus']:>9.3f}")


def spurious_line(summary: RealSummary) -> str:
    f = summary.figures()
    return (f"    spurious items by where they start: unlabeled text {f['spurious_unlabeled']}, restatement "
            f"{f['spurious_restated']}, labeled non-issue {f['spurious_non_issue']}, second item for one issue {f['spurious_duplicate']}\n"
            f"    of the restatements, {f['anchored']} stand for a missed issue at another of its statements "
            f"(extracted, anchored elsewhere than the first statement)\n"
            f"    of the {f['missed_pairs']} shared pairs left in two issues, triage offers {f['hinted_pairs']} "
            f"as possible duplicates (a keypress to merge)")


def score_real(reviews: list[RealReview], embed: Embedder | None) -> RealSummary:
    return RealSummary([score_group(name, members, embed) for name, members in groups(reviews).items()])
