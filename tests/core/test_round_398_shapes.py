"""Shapes real-review round 398 showed the parser (issue 14): a hardening backlog of numbered "###" findings under
must/should/nice-to-have headings, where "### 10. Standardized validation messages" opens on what is already good
("`ValidationPipe` already has … (good). Consider …") and "### 12. Test coverage gaps" lists the missing tests: each is
one more finding of the series, not a topic whose sentences or points are the findings — while a numbered heading over
a score ("**Score:** 9/10") or over numbered steps ("### 2. Lange Termijn Strategie" ⏎ "1. Migreer …") is not.

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review

BACKLOG = """# Backend — Security & hardening backlog

## Nice to have

### 9. Health endpoint

`GET /health` exists but doesn't ping the database, Redis, or the provider. Use `@nestjs/terminus` to expose liveness and readiness probes.

### 10. Standardized validation messages

`ValidationPipe` already has `whitelist: true` and `forbidNonWhitelisted: true` (good). Consider `transformOptions: { enableImplicitConversion: true }` so query strings parse into typed DTO fields.

### 11. Swagger response examples

Most endpoints declare `ApiOkResponse({ description: '...' })` but no `type`. Add one example/type per response.

### 12. Test coverage gaps

Coverage is solid (120 tests, 26 suites). Missing:

- Webhook idempotency (the same-event-twice path is implicitly tested but not asserted as a unit test).
- The new global exception filter — assert that a thrown `BadRequestException` returns the documented body shape.
- ThrottlerGuard happy path / hit-limit case.

Add three small integration tests when convenient.
"""


def test_numbered_headings_that_go_on_from_the_finding_before_are_one_finding_each() -> None:
    titles = [item.title for item in parse_review(BACKLOG, "m").items]
    assert titles == ["Health endpoint", "Standardized validation messages", "Swagger response examples", "Test coverage gaps"]


STEPS = """# Review

## Probleem Analyse

### Inconsistentie 1: Legacy vs Modern
- `definitie_agent.py` gebruikt nog steeds de oude `voorbeelden.py` (uniform 0.5)
- Niemand gebruikt de modules met gevarieerde temperatures

## Aanbevelingen

### 1. Korte Termijn Fix

Update `unified_voorbeelden.py` om de juiste temperatures te gebruiken:

```python
def genereer_synoniemen(...):
    request = ExampleRequest(temperature=0.2)
```

### 2. Lange Termijn Strategie

1. Migreer `definitie_agent.py` naar `unified_voorbeelden.py`
2. Verwijder de legacy `voorbeelden.py`
3. Centraliseer de temperature configuratie in een config file
"""


def test_a_numbered_heading_over_numbered_steps_keeps_its_steps() -> None:
    titles = [item.title for item in parse_review(STEPS, "m").items]
    assert "Lange Termijn Strategie" not in titles
    assert any(title.startswith("Centraliseer de temperature configuratie") for title in titles)


def test_a_numbered_heading_over_a_score_is_no_next_finding() -> None:
    from markdown_it.tree import SyntaxTreeNode

    from xreview.core.parse_text import _MD
    from xreview.core.section_body import continues_series

    def body(text: str) -> list[SyntaxTreeNode]:
        return SyntaxTreeNode(_MD.parse(text)).children

    last = "### 4. File Rename Strategy\n\n**Score:** 10/10 - Comprehensive"
    assert not continues_series("5. Example Quality", last, body("**Score:** 9/10 - Excellent coverage\n\n- [HIGH] **Example inconsistency**: …"))
    assert continues_series("5. Example Quality", last, body("The PROXY_MODE example shows executing via Claudish."))
