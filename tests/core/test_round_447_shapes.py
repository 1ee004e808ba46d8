"""Shapes real-review round 447 showed the parser (issue 14): an audit report whose per-file status headings read
"### IGraphicsDriver.h Status: ✅ Complete" and, for the one left unfinished, "### VulkanGraphicsDriver.h Status: ⚠️
Partial (Stub)" over "- Implementation file needs completion" — the partial one read as a topic and its bullets as
findings of their own (or not at all).

The text is written for the test, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

AUDIT = """# Phase 41: Backend Audit Report

## Factory Integration Audit

### IGraphicsDriver.h Status: ✅ Complete

- 82 methods defining complete graphics API
- All backend-agnostic (no Vulkan types)

### VulkanGraphicsDriver.h Status: ⚠️ Partial (Stub)

- Header with method declarations exists
- Implementation file needs completion
- All IGraphicsDriver methods declared

**File Location**: `Core/Libraries/Source/Graphics/Vulkan/vulkan_graphics_driver.h`
"""


def test_a_status_heading_marked_partial_is_one_finding() -> None:
    titles = [item.title for item in read_review(AUDIT, "m").items]
    assert len(titles) == 1 and titles[0].startswith("VulkanGraphicsDriver.h Status")
