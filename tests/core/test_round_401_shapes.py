"""Shapes real-review round 401 showed the parser (issue 14): a branch review whose "## Missing Features" names each
finding in its heading ("### 🟡 Missing: `cacheSystemPrompt: boolean` on `LLMRequestOptions`", "### 🟡 Missing: Tests")
over the code and the points that say what to add; and a mathematics referee report whose "## Independent mathematical
checks" are numbered bold paragraphs that each pass.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review

MISSING = """# Code Review: `prompt_caching` Branch

## Missing Features

### 🟡 Missing: `cacheSystemPrompt: boolean` on `LLMRequestOptions`

The unified `cacheSystemPrompt` convenience option was never added to `LLMRequestOptions` in `types.ts`.

Then each adapter checks `options.cacheSystemPrompt`:
- **Anthropic** — injects `cache_control: { type: 'ephemeral' }` on the last system prompt block
- **OpenAI** — no-op (caching is automatic)

### 🟡 Missing: Tests

There is no test coverage for any of the new caching code paths.

Tests needed:
- `anthropic.ts`: assert `cache_control` appears on system prompt content block when `cacheSystemPrompt: true`
- `openai.ts`: assert `prompt_cache_key` and `prompt_cache_retention` are NOT sent in any request
"""


def test_a_heading_that_names_its_finding_after_a_kind_label_is_that_finding() -> None:
    titles = [item.title for item in parse_review(MISSING, "m").items]
    assert titles == ["Missing: cacheSystemPrompt: boolean on LLMRequestOptions", "Missing: Tests"]


REFEREE = """# Stage 1 independent referee report 5

## Independent mathematical checks

1. **Whole-slice certificates.** Slater duality with the affine offset retained gives the identity used in the manuscript. Compactness is needed for the output body, not the lifted feasible set.
2. **Universal mixed rank.** The relevant restricted pairing gives dimension `m-2`. Dimension-two factors therefore cannot contribute, and rays are correctly harmless.

## Minor issues and proposed remedies

### R5-1 — Minor: attribution of the Lorentz norm-tree construction

The construction is currently presented without an attribution. Add one sentence and a primary citation.
"""


def test_a_referees_independent_checks_hold_no_finding() -> None:
    titles = [item.title for item in parse_review(REFEREE, "m").items]
    assert len(titles) == 1 and "attribution of the Lorentz norm-tree construction" in titles[0]
