"""Shapes real-review round 81 showed the parser (issue 14): a second Vietnamese review, written differently from
round 47's — numbered findings under severity headings, each written in parts ("**Vấn đề:**" (problem), "**Rủi ro:**"
(risk), "**Khuyến nghị:**" (recommendation)), where "Rủi ro" had read as a section of findings and split the finding
into its risks; a deployment checklist and recommended tools; and a weekly plan ("### Tuần 2 (High)") whose week
headings, tagged by a severity, had read as findings.

The texts are written for the test, after the shape of the round's review; the English one checks the week headings."""

from __future__ import annotations

from xreview.core.cues import Kind, section_kind
from xreview.core.parse import read_review


def titles(text: str) -> list[str]:
    return [i.title for i in read_review(text, "m").items]


AUDIT = """## 🟠 Vấn Đề Quan Trọng (High)

### 4. File Upload Không An Toàn
**File:** `backend/src/routes/upload.rs`

**Vấn đề:**
- Chỉ check MIME type đơn giản

**Rủi ro:**
- User có thể upload file độc hại (.exe, .sh, .php)
- Path traversal nếu filename chứa "../"

**Khuyến nghị:**
- Whitelist extensions

## 📋 Checklist Triển Khai Production

### Trước Khi Deploy
- [ ] Setup firewall rules
- [ ] Backup strategy
"""


def test_a_vietnamese_finding_written_in_parts_is_one_finding_and_a_deployment_checklist_holds_none() -> None:
    assert titles(AUDIT) == ["File Upload Không An Toàn"]
    assert section_kind("Checklist Triển Khai Production")[0] is Kind.SKIP
    assert section_kind("Ưu Tiên Sửa")[0] is Kind.RECAP


def test_week_headings_tagged_by_a_severity_group_a_plans_actions() -> None:
    text = """## Findings

### 1. JWT secret is weak
The example secret is easy to guess and nothing says how to make a strong one.

### 2. CORS is permissive
Every origin may call the API.

## Fix priorities

### Week 1 (Critical)
1. Change the JWT secret
2. Fix the CORS configuration
"""
    assert titles(text) == ["JWT secret is weak", "CORS is permissive"]
