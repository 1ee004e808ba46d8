"""Shapes real-review round 80 showed the parser (issue 14): a security review and remediation document in Korean —
each finding a heading over the parts it is written in ("### 현재 코드" (current code), "### 문제점" (problem), "### 보완
방안" (remedy), "### 체크리스트" (checklist)), which had made every part a finding of its own; a finding whose checklist of
fixes is all checked off is fixed; and the document's metadata points ("**대상**: …", "**작성일**: …") under a title
that names vulnerabilities are no findings.

The texts are written for the test, after the shape of the round's review; the English one checks the class in English."""

from __future__ import annotations

from xreview.core import asides
from xreview.core.parse import read_review


def titles(text: str) -> list[str]:
    return [i.title for i in read_review(text, "m").items]


ENGLISH = """# Security review

## 2. OS command injection (Critical)

### Current code
```java
Runtime.getRuntime().exec("cmd.exe /c ping -n 1 " + ip);
```

### Problem
- The IP is joined into a shell command without validation.

### Remediation
- Validate the IP and pass arguments to `ProcessBuilder`.

### Checklist
- [x] Validate the IP with a regular expression (2026-06-01)
- [x] Replace `Runtime.exec(String)` with `ProcessBuilder` (2026-06-01)

## 3. Hardcoded DB credentials (High)

### Problem
- DB credentials sit in the source in plain text, in two files.

### Remediation
- Move them to environment variables.

### Checklist
- [ ] Move credentials out of the code
- [ ] Rotate the committed password
"""


def test_a_finding_written_in_parts_is_one_finding_and_one_whose_fixes_are_all_checked_is_fixed() -> None:
    assert titles(ENGLISH) == ["Hardcoded DB credentials"]
    assert asides.all_checked("- [x] a\n- [x] b")
    assert not asides.all_checked("- [x] a\n- [ ] b")
    assert not asides.all_checked("- [x] only one")


KOREAN = """# 보안 취약점 점검 및 보완 개발 문서

- **대상**: LibraryManagement v1.2
- **작성일**: 2026-06-01

## 3. 하드코딩된 DB 자격증명 (High)

### 현재 코드
```java
private static final String PASSWORD = "security";
```

### 문제점
- DB 접속 정보가 소스에 평문으로 존재하고 두 파일에 중복됨.

### 보완 방안
- 환경변수로 분리.

### 체크리스트
- [ ] 자격증명을 코드 밖으로 분리

## 참고 표준
- OWASP Top 10: A03 Injection
"""


def test_korean_finding_parts_metadata_and_references() -> None:
    assert titles(KOREAN) == ["하드코딩된 DB 자격증명"]
    assert asides.is_metadata("**대상**: LibraryManagement v1.2")
    assert not asides.is_metadata("**Review Process**: Implement a peer review process")
