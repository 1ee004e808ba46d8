"""Shapes real-review round 418 showed the parser (issue 14): a migration review whose first critical finding, a
heading, explains itself in bold parts and offers its fix as "**Option 1: Change to Restrict (RECOMMENDED)**",
"**Option 2: …**", "**Option 3: …**" — read as a heading over three points, so the finding itself was lost — and
which closes on "**Estimated Fix Time:** 30 minutes (…)".

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review

MIGRATION = """# Prisma Migration Review: Consent Model

## Findings

### ⚠️ P0 (CRITICAL): CASCADE Delete on User Relation Destroys the Consent Audit Trail

**File:** `schema.prisma:93`
**Issue:** Consent uses `onDelete: Cascade` on the User relation, so deleting a user deletes every consent record.

**Why This Violates Compliance:**

1. GDPR Article 30 requires keeping records of processing activities.
2. The consent record is the proof of lawful processing.

**Fix:**

**Option 1: Change to Restrict (RECOMMENDED)**
```prisma
user User @relation(fields: [userId], references: [id], onDelete: Restrict)
```

**Option 2: Soft Delete Pattern (More Complex)**
Add `deletedAt DateTime?` and soft-delete consent records instead of cascading.

**Option 3: Archive to Separate Table**
Move consent rows to an archive table when the user is deleted.

---

### ✅ P1 (GOOD): Default Values Enforce Opt-In

**Issue:** None — this is **correct design**.

**No changes needed.**

---

**Next Steps:**

1. Apply CASCADE → RESTRICT fix immediately

**Estimated Fix Time:** 30 minutes (schema change + migration + service layer update)
"""


def test_fix_options_under_a_finding_are_no_points_of_their_own() -> None:
    titles = [item.title for item in parse_review(MIGRATION, "m").items]
    assert any("CASCADE Delete on User Relation" in t for t in titles)
    assert not [t for t in titles if t.startswith(("Option", "Why This"))]


def test_an_estimate_of_the_fix_time_is_no_finding() -> None:
    titles = [item.title for item in parse_review(MIGRATION, "m").items]
    assert not [t for t in titles if "Estimated Fix Time" in t]
