"""Server-sent events, decoded as the WHATWG algorithm says (as openai-python's SSEDecoder does).

Text arrives split at arbitrary points: ``feed`` buffers until an event is
complete. Lines end in LF, CRLF or CR (a CR at the end of one read may be the
first half of a CRLF); lines starting with ``:`` are comments; several
``data:`` lines join with a newline; a blank line dispatches the event.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SSEEvent:
    event: str
    data: str
    id: str | None = None


class SSEDecoder:
    def __init__(self) -> None:
        self._buffer = ""
        self._event = ""
        self._data: list[str] = []
        self._id: str | None = None
        self.comments = 0  # keep-alive and processing comments seen

    def feed(self, text: str) -> list[SSEEvent]:
        """The events completed by ``text``."""
        self._buffer += text
        events: list[SSEEvent] = []
        start = 0
        buffer = self._buffer
        length = len(buffer)
        while True:
            cr = buffer.find("\r", start)
            lf = buffer.find("\n", start)
            if cr == -1 and lf == -1:
                break
            if cr != -1 and (lf == -1 or cr < lf):
                if cr == length - 1:
                    break  # a CR at the end: wait for the next read to know whether an LF follows
                end, next_start = cr, cr + 2 if buffer[cr + 1] == "\n" else cr + 1
            else:
                end, next_start = lf, lf + 1
            event = self._line(buffer[start:end])
            if event is not None:
                events.append(event)
            start = next_start
        self._buffer = buffer[start:]
        return events

    def end(self) -> list[SSEEvent]:
        """At the end of the stream: a last line without its line break still counts; an event
        without its blank line is dropped, as the algorithm says."""
        events: list[SSEEvent] = []
        if self._buffer:
            line = self._buffer.rstrip("\r")
            self._buffer = ""
            event = self._line(line)
            if event is not None:
                events.append(event)
        return events

    def _line(self, line: str) -> SSEEvent | None:
        if not line:
            if not self._data and not self._event:
                return None
            event = SSEEvent(self._event or "message", "\n".join(self._data), self._id)
            self._event, self._data = "", []
            return event
        if line.startswith(":"):
            self.comments += 1
            return None
        name, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if name == "data":
            self._data.append(value)
        elif name == "event":
            self._event = value
        elif name == "id" and "\0" not in value:
            self._id = value
        return None
