"""YAML loading that remembers where every key and value sits, for one-line errors."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from xreview.errors import ConfigError
from xreview.paths import display_path

Mark = tuple[int, int]  # 1-based line and column
KeyPath = tuple[Any, ...]


@dataclass
class YamlFile:
    """A parsed YAML file and the positions of its keys and values."""

    path: Path
    data: Any
    key_marks: dict[KeyPath, Mark] = field(default_factory=dict)
    value_marks: dict[KeyPath, Mark] = field(default_factory=dict)

    @property
    def display(self) -> str:
        return display_path(self.path)

    def where(self, path: KeyPath, *, key: bool = False) -> str:
        """``file:line:col`` of a key (or its value), falling back to its nearest parent."""
        marks = self.key_marks if key else self.value_marks
        probe = path
        while probe:
            if probe in marks:
                line, col = marks[probe]
                return f"{self.display}:{line}:{col}"
            if probe in self.key_marks:
                line, col = self.key_marks[probe]
                return f"{self.display}:{line}:{col}"
            probe = probe[:-1]
        return f"{self.display}:1:1"

    def error(self, path: KeyPath, message: str, *, key: bool = False, hint: str | None = None) -> ConfigError:
        return ConfigError(f"{self.where(path, key=key)}: {message}", hint=hint)


def load_yaml(path: Path, text: str | None = None) -> YamlFile:
    """Parse ``path``; a syntax error becomes a ConfigError naming file:line:col."""
    if text is None:
        try:
            text = path.read_text(encoding="utf-8-sig")
        except FileNotFoundError as exc:
            raise ConfigError(f"{display_path(path)}: file not found") from exc
        except UnicodeDecodeError as exc:
            raise ConfigError(f"{display_path(path)}: not UTF-8 text ({exc.reason})") from exc
        except OSError as exc:
            raise ConfigError(f"{display_path(path)}: cannot read ({exc.strerror})") from exc
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is not None:
            _check_expansion(node, path)
        data = loader.construct_document(node) if node is not None else None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"{display_path(path)}:{mark.line + 1}:{mark.column + 1}" if mark else display_path(path)
        problem = exc.problem or exc.context or "invalid YAML"
        raise ConfigError(f"{where}: invalid YAML: {problem}") from None
    except yaml.YAMLError as exc:
        raise ConfigError(f"{display_path(path)}: invalid YAML: {exc}") from None
    finally:
        loader.dispose()
    result = YamlFile(path, data)
    if node is not None:
        _collect(node, (), result)
    return result


MAX_VALUES = 100_000  # a configuration file is a few hundred values; aliases must not multiply them past this


def _check_expansion(root: yaml.Node, path: Path) -> None:
    """Refuse a document whose aliases expand to more than MAX_VALUES values (a "billion laughs" file),
    counted without expanding: each node's size is computed once."""
    sizes: dict[int, int] = {}
    order: list[yaml.Node] = []
    stack = [root]
    seen: set[int] = set()
    while stack:  # post-order, iteratively: a deep file must not exhaust the stack either
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        order.append(node)
        if isinstance(node, yaml.MappingNode):
            stack.extend(child for pair in node.value for child in pair)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
    for node in reversed(order):
        total = 1
        if isinstance(node, yaml.MappingNode):
            total += sum(sizes.get(id(k), 1) + sizes.get(id(v), 1) for k, v in node.value)
        elif isinstance(node, yaml.SequenceNode):
            total += sum(sizes.get(id(child), 1) for child in node.value)
        sizes[id(node)] = min(total, MAX_VALUES + 1)
        if total > MAX_VALUES:
            mark = node.start_mark
            raise ConfigError(f"{display_path(path)}:{mark.line + 1}:{mark.column + 1}: YAML aliases here expand to more "
                              f"than {MAX_VALUES:,} values", hint="write the values out, or use fewer nested aliases")


def _collect(node: yaml.Node, path: KeyPath, out: YamlFile) -> None:
    out.value_marks[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else str(key_node)
            child = (*path, key)
            out.key_marks[child] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            _collect(value_node, child, out)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _collect(item, (*path, index), out)


def did_you_mean(word: str, choices: list[str] | tuple[str, ...] | set[str]) -> str | None:
    """A "did you mean" hint for a mistyped name, when one is close enough."""
    close = difflib.get_close_matches(str(word), sorted(choices), n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else None
