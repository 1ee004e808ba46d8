"""Shapes real-review round 450 showed the parser (issue 14): a bug-hunt report that fixes six of its findings at its
end, in "## FIXES APPLIED" tables whose rows name each finding in other words and under a number of their own ("| 5 |
Unconditional repaint 100% CPU | app.rs:1922 | … |" closes the finding headed "6. Viewer: Unconditional Repaint Wastes
CPU" over "**File:** `src/viewer/app.rs:1922`"), none of them closed. The finding numbered 5, at another place, stays
open, and so does one that shares a code span with each of two rows but two with none.

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

HUNT = """# Bug Hunt Report

## MEDIUM SEVERITY ISSUES

### 5. Viewer: Weak Vertex Hash Causes Missed Updates
**File:** `src/viewer/renderer/mod.rs:149-165`
**Impact:** Mesh updates may not be detected

**Fix:** Hash a sample of vertices throughout the array, not just endpoints.

---

### 8. Python: String Array Parsing Incomplete
**File:** `src/python/properties.rs:509-512`
**Impact:** Multi-string arrays come back as one string; the `getProperty()` path and the `Py<PyAny>` return share it.

**Fix:** Parse null-terminated strings into `Vec<String>`.

---

### 6. Viewer: Unconditional Repaint Wastes CPU
**File:** `src/viewer/app.rs:1922`
**Impact:** 100% CPU usage even when idle

**Fix:** Only call `request_repaint()` when animation is playing or content changes.

---

### 7. Python: `valid()` Always Returns True
**File:** `src/python/archive.rs:70-72`
**Impact:** Cannot detect invalid archives from Python

**Fix:** Check actual archive validity state.

---

## FIXES APPLIED (2026-01-20)

| # | Issue | File:Line | Fix |
|---|-------|-----------|-----|
| 5 | Unconditional repaint 100% CPU | app.rs:1922 | Only `request_repaint()` when `self.playing` |
| 6 | Python valid() always true | python/archive.rs:70 | Delegate to `self.inner.valid()` |
| 7 | `ICompoundProperty.property()` missing | python/object.rs:369 | Changed to `getProperty()` |
| 10 | `PyObject` deprecated | materials.rs | Changed to `Py<PyAny>` |
"""


def test_a_fix_record_row_closes_the_finding_at_its_place() -> None:
    titles = [item.title for item in read_review(HUNT, "m").items]
    assert titles == ["Viewer: Weak Vertex Hash Causes Missed Updates", "Python: String Array Parsing Incomplete"]
