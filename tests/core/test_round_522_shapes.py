"""Shapes real-review round 522 showed the parser (issue 14): a fix report that ends on a list of the documents it
references ("## Documentation References") and a troubleshooting guide whose entries are titled "### Issue: …" over
their "**Solution:** …" ("## Support & Troubleshooting").

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REPORT = """# Fix Report - Exam Scoring

## Open Issues

### ISSUE #5: Timer Drift (IMPORTANT)
**Problem:** The exam timer drifts by several seconds over an hour because it counts client ticks.

---

## Documentation References

- [SCORING_FIX_REPORT.md](SCORING_FIX_REPORT.md) - Detailed scoring logic fixes
- [ScoringService.php](app/Services/ScoringService.php#L21) - Text normalization function
- [ExamEngineService.php](app/Services/ExamEngineService.php#L278) - Answer handling with shuffle support

---

## Support & Troubleshooting

### Issue: Still showing 0 score
**Solution:** Run command to recalculate:
```bash
php artisan exam:recalculate-scores
```

### Issue: Data missing on result page
**Solution:** Ensure answers have text fields populated and is_correct is set
"""


def test_references_and_a_troubleshooting_guide_are_no_findings() -> None:
    titles = [item.title for item in read_review(REPORT, "m").items]
    assert titles == ["Timer Drift"], titles
