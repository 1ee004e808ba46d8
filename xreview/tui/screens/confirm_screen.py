"""What xreview resolved, for confirmation: stage, artifact, prompt, models with health and cost, cycles, budget."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.coordinate import Coordinate
from textual.message import Message
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, Markdown, Static

from xreview.session import ModelChoice
from xreview.tui.literal import literal
from xreview.tui.widgets.keys_footer import KeysFooter
from xreview.tui.widgets.title_header import TitleHeader

ModelRow = ModelChoice  # a model as the confirmation offers it (see xreview.session.prompting)


class ConfirmScreen(Screen[None]):
    """Toggle models with space, start with Enter, view the prompt with v, quit with q."""

    BINDINGS = [
        Binding("enter", "start", "Start review", id="confirm-start", tooltip="Start the review with the selected models"),
        Binding("space", "toggle_model", "Toggle model", id="confirm-toggle", tooltip="Include or leave out the highlighted model"),
        Binding("v", "view_prompt", "View prompt", id="confirm-view-prompt", tooltip="Show the review prompt that will be sent"),
        Binding("q", "app.quit", "Quit", id="confirm-quit", tooltip="Leave without reviewing"),
    ]

    class Started(Message):
        def __init__(self, models: list[str]) -> None:
            super().__init__()
            self.models = models

    def __init__(self, rows: list[tuple[str, str, str]], models: list[ModelRow], prompt_text: str, cycles: str) -> None:
        super().__init__(id="confirm")
        self.rows = rows
        self.models = models
        self.prompt_text = prompt_text
        self.cycles = cycles

    def compose(self) -> ComposeResult:
        yield TitleHeader()
        with VerticalScroll():
            yield Static(Text("xreview will run this review", style="bold"), classes="title")
            settings: DataTable[Text | str] = DataTable(id="settings", cursor_type="none", show_cursor=False)
            yield settings
            yield Static(Text("Models — space toggles, Enter starts", style="bold"), classes="title")
            yield DataTable(id="models", cursor_type="row")
            yield Static(id="estimate")
        yield KeysFooter()

    def on_mount(self) -> None:
        settings = self.query_one("#settings", DataTable)
        settings.add_columns("setting", "value", "from")
        for name, value, origin in self.rows:
            settings.add_row(Text(name, style="bold"), literal(value), literal(origin, "dim"))
        settings.add_row(Text("cycles", style="bold"), literal(self.cycles), literal("", "dim"))
        table = self.query_one("#models", DataTable)
        table.add_columns("", "model", "provider", "health", "est. cost / cycle")
        for row in self.models:
            table.add_row(*self._cells(row), key=row.id)
        table.focus()
        self._estimate()

    def _cells(self, row: ModelRow) -> list[Text]:
        mark = Text("[x]" if row.selected else "[ ]", style="bold" if row.selected else "dim")
        style = {"ready": "green", "unavailable": "red"}.get(row.health, "yellow")
        health = literal(row.health, style)
        if row.reason:
            health.append(f" — {row.reason}", style="dim")
        return [mark, literal(row.id), literal(row.provider), health, literal(f"${row.estimate_usd:.4f}")]

    def _estimate(self) -> None:
        chosen = [m for m in self.models if m.selected]
        total = sum(m.estimate_usd for m in chosen)
        self.query_one("#estimate", Static).update(
            Text(f"{len(chosen)} model(s) selected · about ${total:.4f} per cycle", style="italic"))

    def action_toggle_model(self) -> None:
        table = self.query_one("#models", DataTable)
        if not self.models:
            return
        row = self.models[table.cursor_row]
        row.selected = not row.selected
        for column, cell in enumerate(self._cells(row)):
            table.update_cell_at(Coordinate(table.cursor_row, column), cell)
        self._estimate()

    @on(DataTable.RowSelected, "#models")
    def _selected(self) -> None:
        self.action_start()

    def action_start(self) -> None:
        chosen = [m.id for m in self.models if m.selected]
        if not chosen:
            self.notify("Select at least one model (space toggles).", severity="warning")
            return
        self.post_message(self.Started(chosen))

    def action_view_prompt(self) -> None:
        self.app.push_screen(PromptModal(self.prompt_text))


class PromptModal(ModalScreen[None]):
    BINDINGS = [Binding("escape,q,v", "dismiss", "Close", id="prompt-close", tooltip="Back to the confirmation")]
    DEFAULT_CSS = """
    PromptModal { align: center middle; }
    PromptModal > Vertical { width: 90%; height: 85%; border: round $accent; background: $surface; }
    """

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical():
            with VerticalScroll():
                yield Markdown(self.text)
            yield KeysFooter()

    async def action_dismiss(self, result: None = None) -> None:
        self.dismiss(result)
