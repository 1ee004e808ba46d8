"""Shapes real-review round 76 showed the parser (issue 14): a project assessment in Arabic with English terms —
"### نقاط الضعف 🔴" (weaknesses) and "### نقاط القوة 💪" (strengths), "#### المشاكل الحرجة 🚨" (critical problems),
"### المشاكل الرئيسية" (main problems), "## 📄 الخلاصة" (summary), claims in Arabic words ("… غير مُفعّل", "… فارغة",
"لا يوجد …"), and a component's status heading with its score ("#### الحالة: **85/100** ✅") over the component's whole
section, whose "**الضعف:**" (weaknesses) had been read as a verdict's echo and dropped.

The texts are written for the test, after the shape of the round's review; the English one checks that the status
heading is read by its shape in any tongue."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.cues import Kind, section_kind
from xreview.core.model import Severity
from xreview.core.parse import read_review


def items(text: str) -> list[tuple[str, Severity | None]]:
    return [(i.title, i.severity) for i in read_review(text, "m").items]


def test_arabic_section_names_and_claims() -> None:
    assert section_kind("نقاط الضعف 🔴")[0] is Kind.CONTAINER
    assert section_kind("نقاط القوة 💪")[0] is Kind.SKIP
    assert section_kind("المشاكل الحرجة 🚨") == (Kind.SEVERITY, Severity.CRITICAL)
    assert section_kind("الخلاصة - الجزء الثاني")[0] is Kind.RECAP
    assert cues.is_issue_like("Rate Limiting غير مُفعّل")
    assert cues.is_issue_like("لا يوجد restore procedure")


HUB = """### 2. **Studio Hub** (`apps/studio-hub/`)

#### الحالة: **65/100** ⚠️ يحتاج عمل كبير

**Framework:** Next.js 14

#### المشاكل الحرجة 🚨

**1. Production Secrets فارغة:**
- `STRIPE_SECRET_KEY` فارغ

**2. Rate Limiting غير مُفعّل:**
- Upstash Redis غير مُجهز

#### نقاط القوة 💪

1. **Architecture ممتاز:**
   - Prisma ORM

### 3. **Studio CLI** (`apps/studio-cli/`)

#### الحالة: **85/100** ✅ جيد جداً

**القوة:**
- ✅ خفيف جداً (1.67 KB)

**الضعف:**
- ⚠️ No auto-update mechanism
- ⚠️ Missing commands (compare to full CLI)
"""


def test_arabic_critical_problems_and_a_scored_status_headings_weaknesses_are_findings() -> None:
    assert items(HUB) == [("Production Secrets فارغة", Severity.CRITICAL), ("Rate Limiting غير مُفعّل", Severity.CRITICAL),
                          ("No auto-update mechanism", None), ("Missing commands (compare to full CLI)", None)]


def test_a_scored_status_heading_in_english_keeps_its_weaknesses() -> None:
    text = """### 1. **Studio CLI**

#### Status: **85/100** ✅ Very good

**Strengths:**
- ✅ Very light (1.67 KB)

**Weaknesses:**
- ⚠️ Limited features (preview version)
- ⚠️ No auto-update mechanism
"""
    assert [title for title, _ in items(text)] == ["Limited features (preview version)", "No auto-update mechanism"]


# round 77: a second Arabic review, written differently — numbered module sections whose "**ملاحظات:**" (notes) hold
# the findings in Arabic words ("تداخل …": overlap, "عدم اتساق …": inconsistency), and "## التوصيات الأولية" (first
# recommendations) restating them
MODULES = """## تحليل هيكل MVC لكل وحدة رئيسية

### 1. وحدة المحاسبة (Accounting/Accounts)

**هيكل MVC:**
- **Controllers**: `controller/accounting/`

**ملاحظات:**
- وجود تداخل وتكرار محتمل بين المجلدين

### 2. وحدة المخزون (Inventory)

**هيكل MVC:**
- **Controllers**: `controller/inventory/`

**ملاحظات:**
- تكامل مع وحدة المنتجات في `catalog/product`

### 3. وحدة الإشعارات (Notification)

**ملاحظات:**
- عدم اتساق في استدعاء نظام الإشعارات

## التوصيات الأولية

1. **توحيد وحدات المحاسبة**: دمج `accounting` و `accounts` في وحدة واحدة لإزالة التداخل والتكرار بين المجلدين
"""


def test_arabic_notes_hold_the_findings_and_a_numbered_module_section_is_no_finding_of_its_own() -> None:
    assert section_kind("التوصيات الأولية")[0] is Kind.RECAP
    found = [title for title, _ in items(MODULES)]
    assert found[:2] == ["وجود تداخل وتكرار محتمل بين المجلدين", "عدم اتساق في استدعاء نظام الإشعارات"]
    assert not any(title.startswith(("وحدة", "تكامل")) for title in found)
