"""A shape real-review round 47 showed the parser (issue 14): a review written in Vietnamese — "**Vấn đề:**"
(problems) lists under scored topic headings, severity sections ("Vấn đề nghiêm trọng", "Ưu tiên cao", "Khẩn cấp"),
a security section, priority tables with a "Vấn đề" column, a roadmap ("Lộ trình") and a conclusion ("Kết luận")
that restate, and strengths ("Điểm mạnh") that hold none. No Vietnamese section name was known: nothing was read.

The texts are written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.model import Severity
from xreview.core.parse import read_review
from xreview.core.tags import read_tags

REVIEW = """# Đánh giá mã nguồn - dự án shop-lite

## ✅ Điểm mạnh
- Cấu trúc thư mục rõ ràng

## Chi tiết đánh giá

### 1. Tổ chức mã ⚠️ (6/10)

**Vấn đề:**
- File `cart.ts` dài 600 dòng, khó bảo trì
- Hàm `checkout()` gọi API ba lần cho cùng một đơn hàng

## 🔒 Vấn đề bảo mật

### Token lưu trong localStorage
Token đăng nhập lưu trong localStorage nên bất kỳ script nào cũng đọc được.

## 🎯 Khuyến nghị ưu tiên

### 🔴 Khẩn cấp

| Vấn đề | Thời gian |
|--------|-----------|
| Sửa token lưu trong localStorage | 2 giờ |
| Thêm kiểm thử cho giỏ hàng | 1 ngày |

## 📈 Lộ trình cải thiện
1. Sửa token lưu trong localStorage
2. Tách `cart.ts` thành ba module

## 📝 Kết luận
Dự án có nền tảng tốt.
"""


def test_a_vietnamese_review_is_read_and_its_restatements_fold() -> None:
    items = read_review(REVIEW, "m").items
    assert [i.title for i in items] == [
        "File cart.ts dài 600 dòng, khó bảo trì",
        "Hàm checkout() gọi API ba lần cho cùng một đơn hàng",
        "Token lưu trong localStorage",
        "Thêm kiểm thử cho giỏ hàng",  # raised only in the priority table
    ]
    assert items[3].severity is Severity.CRITICAL
    assert items[2].restated  # the table's and the roadmap's "Sửa token lưu trong localStorage"


def test_vietnamese_section_names_and_levels() -> None:
    assert cues.section_kind("Vấn đề chính")[0] is cues.Kind.CONTAINER
    assert cues.section_kind("VẤN ĐỀ NGHIÊM TRỌNG") == (cues.Kind.SEVERITY, Severity.CRITICAL)
    assert cues.section_kind("🟡 Ưu Tiên Cao (Tuần 1-2)") == (cues.Kind.SEVERITY, Severity.HIGH)
    assert cues.section_kind("Vấn đề nhỏ") == (cues.Kind.SEVERITY, Severity.LOW)
    assert cues.section_kind("📈 Lộ Trình Cải Thiện")[0] is cues.Kind.RECAP
    for none in ("Điểm Mạnh", "Kết Luận", "Bảng Điểm Chi Tiết", "Kết Quả Tổng Quan"):
        assert cues.section_kind(none)[0] is cues.Kind.SKIP, none
    assert cues.section_kind("LỖ HỔNG XSS NGHIÊM TRỌNG")[0] is cues.Kind.TOPIC  # one vulnerability: a finding's heading
    assert read_tags("- Mức độ: Cao.").severity is Severity.HIGH  # the severity field under "### R1. …"
