"""Shapes real-review round 575 showed the parser (issue 14): an LLM-written example review in a prompt template, whose
findings are numbered "####" headings under "### Blocking Issues" and "### Suggestions". "#### 3. Missing Transaction
for Review Approval" and "#### 3. Cache Product Average Rating" went on the series but read as sections of no finding
("approval", "rating"); and a suggestion with its own "**Current**:" and "**Proposed**:" folded into the concern
before it that named the same line.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Detailed Review

### Blocking Issues 🚫

#### 1. Missing Input Validation for Images

**Location**: `src/modules/review/dto/create-review.dto.ts:15`

**Problem**:
Images array accepts any URLs without validation. Users could submit malicious URLs.

#### 2. N+1 Query Problem in Review Aggregation

**Location**: `src/modules/review/review.service.ts:45-52`

**Problem**:
When calculating the average rating, the code fetches all reviews individually in a loop.

#### 3. Missing Transaction for Review Approval

**Location**: `src/modules/review/review.service.ts:78`

**Problem**:
Updating the review status and recalculating the product rating are two separate operations.

### Suggestions 💡

#### 1. Extract Magic Numbers to Constants

**Location**: `src/modules/review/review.service.ts:12`

**Current**:
The page size 20 is written twice in `findMany`.

**Proposed**:
A `REVIEWS_PER_PAGE` constant.

#### 2. Cache Product Average Rating

**Location**: `src/modules/review/review.service.ts:45`

**Current**:
Every time reviews are fetched, the average rating is recalculated.

**Proposed**:
Store `averageRating` and `reviewCount` in the Product model, updated on approval.
"""


def test_a_numbered_finding_named_with_a_verdict_word_goes_on_the_series() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert "Missing Transaction for Review Approval" in titles, titles
    assert "Cache Product Average Rating" in titles, titles


def test_a_suggestion_with_its_own_current_and_proposed_is_its_own_finding() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 5 and "N+1 Query Problem in Review Aggregation" in titles, titles
