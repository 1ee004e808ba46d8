"""Score xreview's synthesis against the labeled cases in ``cases/``.

A case is a design document with planted weaknesses, three or four reviews
of it written in different styles, and the ground truth: every issue item in
every review, given as an anchor (a phrase found in that item and in no other
item of the review) and the underlying issue(s) it raises.

Measures, per case and on average:

- extraction recall: labeled items that some extracted item matched;
- spurious: extracted items that match no labeled item (strengths, preambles,
  verdicts, a sub-bullet split off its item), over all extracted items;
- B-cubed precision, recall and F1 of the clustering, over matched items; two
  items belong together when they share an underlying issue (an item that
  merges two points belongs with both — extended B-cubed, Amigó et al. 2009);
- consensus accuracy: for every underlying issue, whether the synthesized
  issue holding most of its items reports the right all / majority / some /
  single, counted over the reviews of the case.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import yaml

from xreview.artifact.document import MarkdownDocument
from xreview.core.identity import IssueTracker
from xreview.core.model import Issue, ReviewItem
from xreview.core.parse import parse_review
from xreview.core.similarity import Embedder
from xreview.core.synthesis import consensus_for, synthesize_items

CASES = Path(__file__).parent / "cases"

_STRIP = re.compile(r"[*_`\"'“”‘’]")
_SPACE = re.compile(r"\s+")


def normalise(text: str) -> str:
    return _SPACE.sub(" ", _STRIP.sub("", text)).strip().lower()


@dataclass
class Label:
    model: str
    anchor: str
    issues: frozenset[str]


@dataclass
class Case:
    name: str
    title: str
    held_out: bool
    document: str
    reviews: list[tuple[str, str]]  # (model, text)
    labels: list[Label]
    issues: dict[str, str]


@dataclass
class CaseScore:
    name: str
    held_out: bool
    labeled: int
    extracted: int
    found: int
    spurious: int
    precision: float
    recall: float
    consensus_right: int
    consensus_total: int
    seconds: float
    misses: list[str] = field(default_factory=list)
    identity_right: int = 0
    identity_total: int = 0
    pairs_predicted: int = 0  # pairs of matched items (different reviewers) that share a synthesized issue
    pairs_true: int = 0  # pairs that share an underlying issue
    pairs_right: int = 0

    @property
    def identity_accuracy(self) -> float:
        return self.identity_right / self.identity_total if self.identity_total else 1.0

    @property
    def extraction_recall(self) -> float:
        return self.found / self.labeled if self.labeled else 1.0

    @property
    def spurious_rate(self) -> float:
        return self.spurious / self.extracted if self.extracted else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def consensus_accuracy(self) -> float:
        return self.consensus_right / self.consensus_total if self.consensus_total else 1.0


def load_case(path: Path) -> Case:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    reviews = [(r["model"], r["text"]) for r in data["reviews"]]
    labels: list[Label] = []
    for model, rows in data["labels"].items():
        text = normalise(dict(reviews)[model])
        for anchor, issue in rows:
            found = text.count(normalise(anchor))
            if found != 1:
                raise ValueError(f"{path.name}: anchor {anchor!r} occurs {found} times in {model}'s review (want once)")
            issues = frozenset(issue if isinstance(issue, list) else [issue])
            unknown = issues - set(data["issues"])
            if unknown:
                raise ValueError(f"{path.name}: {model}: unknown issue label(s) {sorted(unknown)}")
            labels.append(Label(model, normalise(anchor), issues))
    return Case(path.stem, data["title"], bool(data.get("held_out")), data["document"], reviews, labels, data["issues"])


def load_cases(names: list[str] | None = None) -> list[Case]:
    paths = sorted(CASES.glob("*.yaml"))
    if names:
        paths = [p for p in paths if any(p.stem.startswith(n) for n in names)]
    return [load_case(p) for p in paths]


Synthesizer = Callable[[list[ReviewItem], int, list[tuple[int, int, str]]], list[Issue]]


def embedder(lexical_only: bool = False) -> Embedder | None:
    """The embedding model a review uses, or None for words only."""
    from xreview.embedding import embedder_problem, load_embedder

    if lexical_only:
        return None
    embed = load_embedder()
    if embed is None:
        raise SystemExit(f"no embedding model: {embedder_problem()}")
    return embed


def default_synthesizer(lexical_only: bool = False) -> Synthesizer:
    """xreview's synthesis as a review runs it: with the embedding model, unless told otherwise."""
    embed = embedder(lexical_only)
    return lambda items, voters, outline: synthesize_items(items, voters, outline, embed)


def score_case(case: Case, synthesize: Synthesizer | None = None, embed: Embedder | None | str = "default") -> CaseScore:
    """Score one case; ``embed`` is what issue identity across cycles compares with."""
    synthesize = synthesize or default_synthesizer()
    embed_for_identity = embedder() if embed == "default" else embed
    outline = MarkdownDocument.parse(case.document).outline()
    started = time.perf_counter()
    items: list[ReviewItem] = []
    for model, text in case.reviews:
        items.extend(parse_review(text, model).items)
    issues = synthesize(items, len(case.reviews), outline)
    seconds = time.perf_counter() - started

    # Match every extracted item to at most one labeled item, and back.
    gold: dict[tuple[str, int], Label] = {}
    taken: set[int] = set()
    for item in items:
        haystack = normalise(item.title + " " + item.description + " " + item.text)
        for number, label in enumerate(case.labels):
            if number not in taken and label.model == item.model and label.anchor in haystack:
                gold[(item.model, item.index)] = label
                taken.add(number)
                break
    spurious = len(items) - len(gold)
    misses = [f"{label.model}: {label.anchor}" for n, label in enumerate(case.labels) if n not in taken]
    misses += [f"spurious {item.model}: {item.title}" for item in items if (item.model, item.index) not in gold]

    cluster_of: dict[tuple[str, int], int] = {}
    for number, issue in enumerate(issues):
        for source in issue.sources:
            cluster_of[(source.model, source.index)] = number
    matched = [key for key in gold if key in cluster_of]

    # Extended B-cubed over matched items.
    precision_sum = recall_sum = 0.0
    for key in matched:
        mine = cluster_of[key]
        same_cluster = [o for o in matched if cluster_of[o] == mine]
        same_issue = [o for o in matched if gold[o].issues & gold[key].issues]
        precision_sum += sum(1 for o in same_cluster if gold[o].issues & gold[key].issues) / len(same_cluster)
        recall_sum += sum(1 for o in same_issue if cluster_of[o] == mine) / len(same_issue)
    precision = precision_sum / len(matched) if matched else 1.0
    recall = recall_sum / len(matched) if matched else 1.0
    pairs = [0, 0, 0]  # predicted, true, right
    for n, a in enumerate(matched):
        for b in matched[n + 1 :]:
            if a[0] == b[0]:
                continue
            together = cluster_of[a] == cluster_of[b]
            same = bool(gold[a].issues & gold[b].issues)
            pairs[0] += together
            pairs[1] += same
            pairs[2] += together and same

    # Consensus per underlying issue raised in some review.
    voters = len(case.reviews)
    right = total = 0
    raised: dict[str, set[str]] = {}
    for label in case.labels:
        for issue_name in label.issues:
            raised.setdefault(issue_name, set()).add(label.model)
    for issue_name, models in raised.items():
        total += 1
        truth = consensus_for(len(models), voters)
        holders = Counter(cluster_of[key] for key in matched if issue_name in gold[key].issues)
        if not holders:
            misses.append(f"consensus {issue_name}: none of its items extracted")
            continue
        predicted = issues[holders.most_common(1)[0][0]].consensus
        if predicted is truth:
            right += 1
        else:
            misses.append(f"consensus {issue_name}: {predicted.value}, should be {truth.value}")
    for number, issue in enumerate(issues):
        labels_in = [gold[k].issues for k in matched if cluster_of[k] == number]
        if len({frozenset(x) for x in labels_in}) > 1 and not frozenset.intersection(*labels_in):
            misses.append("merged " + " + ".join(sorted({i for x in labels_in for i in x})) + f": {issue.title}")
    for issue_name in raised:
        where = {cluster_of[k] for k in matched if issue_name in gold[k].issues}
        if len(where) > 1:
            misses.append(f"split {issue_name} into {len(where)} issues")

    score = CaseScore(
        case.name, case.held_out, len(case.labels), len(items), len(gold), spurious, precision, recall, right, total, seconds, misses
    )
    score.pairs_predicted, score.pairs_true, score.pairs_right = pairs
    score.identity_right, score.identity_total = _identity(case, synthesize, outline, embed_for_identity, score.misses)
    return score


def _dominant(issue: Issue, labels: dict[tuple[str, int], Label]) -> frozenset[str]:
    """The underlying issues most of an issue's sources raise (all of them on a tie: an item may merge two points)."""
    votes = Counter(name for s in issue.sources if (s.model, s.index) in labels for name in labels[(s.model, s.index)].issues)
    top = max(votes.values(), default=0)
    return frozenset(name for name, count in votes.items() if count == top)


def _identity(case: Case, synthesize: Synthesizer, outline: list[tuple[int, int, str]], embed: Embedder | None, misses: list[str]) -> tuple[int, int]:
    """Cycle 1 hears the first two reviewers, cycle 2 the others, in their own words: each cycle-2
    issue must get the id of the cycle-1 issue raising the same underlying issue, or a new id."""
    cycles: list[tuple[list[Issue], dict[tuple[str, int], Label]]] = []
    for reviews in (case.reviews[:2], case.reviews[2:]):
        items: list[ReviewItem] = []
        for model, text in reviews:
            items.extend(parse_review(text, model).items)
        labels = {}
        for item in items:
            haystack = normalise(item.title + " " + item.description + " " + item.text)
            label = next((lab for lab in case.labels if lab.model == item.model and lab.anchor in haystack), None)
            if label is not None:
                labels[(item.model, item.index)] = label
        cycles.append((synthesize(items, len(reviews), outline), labels))
    tracker = IssueTracker(embed)
    tracker.observe(1, cycles[0][0])
    first = {issue.id: _dominant(issue, cycles[0][1]) for issue in cycles[0][0]}
    tracker.observe(2, cycles[1][0])
    right = 0
    for issue in cycles[1][0]:
        raised = {name for s in issue.sources if (s.model, s.index) in cycles[1][1] for name in cycles[1][1][(s.model, s.index)].issues}
        expected = {i for i, names in first.items() if names & raised}
        ok = issue.id in expected if expected else issue.id not in first
        right += ok
        if not ok:
            what = "+".join(sorted(raised)) or issue.title
            got = "+".join(sorted(first.get(issue.id, ())))
            misses.append(f"identity {what}: cycle 2 took {got}'s id" if issue.id in first else f"identity {what}: not recognised")
    return right, len(cycles[1][0])


@dataclass
class Summary:
    cases: list[CaseScore]

    def mean(self, attr: str) -> float:
        values = [getattr(c, attr) for c in self.cases]
        return sum(values) / len(values) if values else 0.0

    def pair_figures(self) -> tuple[float, float]:
        """Merge precision and recall over the pairs of all the cases together."""
        predicted = sum(c.pairs_predicted for c in self.cases)
        true = sum(c.pairs_true for c in self.cases)
        right = sum(c.pairs_right for c in self.cases)
        return (right / predicted if predicted else 1.0, right / true if true else 1.0)

    def line(self, label: str) -> str:
        merge_p, merge_r = self.pair_figures()
        return (
            f"{label:<22} {self.mean('extraction_recall'):>7.3f} {self.mean('spurious_rate'):>8.3f} "
            f"{self.mean('precision'):>7.3f} {self.mean('recall'):>7.3f} {self.mean('f1'):>7.3f} "
            f"{merge_p:>7.3f} {merge_r:>7.3f} {self.mean('consensus_accuracy'):>9.3f} {self.mean('identity_accuracy'):>8.3f}"
        )


HEADER = (f"{'case':<22} {'recall':>7} {'spurious':>8} {'B3 P':>7} {'B3 R':>7} {'B3 F1':>7} {'merge P':>7} {'merge R':>7} "
          f"{'consensus':>9} {'identity':>8}")


def case_line(score: CaseScore) -> str:
    merge_p, merge_r = Summary([score]).pair_figures()
    return (
        f"{score.name:<22} {score.extraction_recall:>7.3f} {score.spurious_rate:>8.3f} {score.precision:>7.3f} "
        f"{score.recall:>7.3f} {score.f1:>7.3f} {merge_p:>7.3f} {merge_r:>7.3f} {score.consensus_accuracy:>9.3f} "
        f"{score.identity_accuracy:>8.3f}"
    )
