"""The cockpit app: confirm → review (panes stream) → triage → write → next cycle … → summary.

The app owns the flow and the screens; the review itself is the same
``ReviewSession`` the headless mode runs, driven one cycle at a time from an
async worker that only posts messages — handlers on the app change the screens.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import gc
import signal
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from textual import on, work
from textual.app import App
from textual.binding import Binding
from textual.messages import ExitApp
from textual.screen import Screen
from textual.worker import Worker

from xreview.config.resolve import Resolution, config_dir, data_dir
from xreview.core.cycle import StopReason
from xreview.core.discussion import RoundRecord
from xreview.core.model import Issue
from xreview.core.regroup import Regrouping
from xreview.core.report import Report
from xreview.core.text import clean_text
from xreview.embedding import warm_up
from xreview.errors import XReviewError
from xreview.paths import display_path
from xreview.session import (
    ArtifactWritten,
    CycleStarted,
    ReviewedCycle,
    ReviewSession,
    RoundStarted,
    SessionEvent,
    WriteFailed,
    artifact_signature,
    confirmation_rows,
    read_artifact,
    system_prompt,
)
from xreview.session.discussion import Discussion, DiscussionPlan
from xreview.session.discussion_store import DiscussionStore
from xreview.session.recipe_run import RecipePlan
from xreview.session.resume import ReviewState
from xreview.session.runner import ModelFailed, ModelFinished, ModelRetrying, ModelStarted
from xreview.tui.messages import ArtifactEdited, CycleReviewed, FixesProposed, ReviewFailed, ReviewFinished, SessionEventArrived
from xreview.tui.pane_feed import PaneFeed
from xreview.tui.recipe_flow import RecipeFlow
from xreview.tui.recipe_flow import confirmation_rows as recipe_rows
from xreview.tui.screens.confirm_screen import ConfirmScreen, ModelRow
from xreview.tui.screens.fix_screen import FixDecisions, FixScreen
from xreview.tui.screens.modals import ChoiceModal, WaitForEditModal
from xreview.tui.screens.review_screen import ReviewScreen
from xreview.tui.screens.round_screen import RoundModal
from xreview.tui.screens.summary_screen import SummaryScreen, summary_text
from xreview.tui.screens.triage_screen import TriageScreen
from xreview.tui.themes import set_up_looks
from xreview.tui.watching import edits_of

ScreenT = TypeVar("ScreenT", bound=Screen[Any])
DEFAULT_THEME = "xreview-dark"
FLUSH_SECONDS = 0.25  # how often streamed text reaches the panes


class XReviewApp(App[int]):
    TITLE = "xreview"
    BINDINGS = [
        Binding("ctrl+q", "request_quit", "Quit", show=False, id="app-quit",
                tooltip="Leave xreview (finished cycles are logged)"),
        Binding("ctrl+c", "request_quit", "Quit", show=False, priority=True, id="app-interrupt",
                tooltip="Leave xreview, asking first as q does"),
    ]

    def __init__(self, resolution: Resolution, model_rows: list[ModelRow], *, write: bool = True,
                 record: Path | None = None, theme_name: str | None = None, watch: bool = True,
                 state_dir: Path | None = None, clock: Callable[[], float] = time.monotonic,
                 discussion: tuple[DiscussionStore, DiscussionPlan] | None = None, recipe: RecipePlan | None = None,
                 ) -> None:
        super().__init__()
        self.recipe = recipe  # `xreview run`: the recipe to run (see recipe_flow)
        self.discussion = discussion  # `xreview discuss`: where its rounds are saved, and how many, how run
        self.resolution = resolution
        self.model_rows = model_rows
        self.write_enabled = write
        self.record = record
        self.wanted_theme = theme_name
        self.watch_enabled = watch
        self.state_dir = state_dir
        self.session: ReviewSession | None = None
        self.report: Report | None = None
        self.clock = clock  # a fixed clock keeps snapshots stable
        self.started = clock()
        self._triage: asyncio.Future[tuple[bool, list[Issue], Regrouping]] | None = None
        self._fixes: asyncio.Future[FixDecisions] | None = None
        self._edited = False
        self._by_hand = 0  # issues the person took on to fix in the cycle just written
        self._reviewed_signature = ""
        self._review_worker: Worker[None] | None = None
        self.feed = PaneFeed(self.post_message, lambda: list(self.screen_stack))  # streamed text, batched
        self.saved = ReviewState(state_dir or data_dir(), Path(resolution.artifact.value))  # for resuming it
        self.resuming = False  # the first triage restores the unfinished review's decisions

    # ---- start-up: themes, keymap, the confirmation

    def on_mount(self) -> None:
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):  # not the main thread: no signals
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, self._terminated)
        self.set_timer(0.3, warm_up)  # the model loads while the user reads the confirmation, once it is drawn
        gc.freeze()  # what start-up built lives as long as the app: the collector need not walk it again and again
        set_up_looks(self, config_dir(), self.wanted_theme or DEFAULT_THEME, DEFAULT_THEME)
        self.set_interval(FLUSH_SECONDS, self.feed.flush)
        policy = self.resolution.policy()
        text = read_artifact(Path(self.resolution.artifact.value))
        self.title = f"xreview — {clean_text(display_path(Path(self.resolution.artifact.value)))}"
        rows = confirmation_rows(self.resolution, text, write=self.write_enabled)
        cycles = f"min {policy.min_cycles}, max {policy.max_cycles}"
        if self.recipe is not None:
            rows += recipe_rows(self.recipe, self.resolution, text)
            cycles = "one per review step, unless a step says otherwise"
        if self.discussion is not None:
            store, plan = self.discussion
            rows.append(("discussion", f"{plan.mode}, at most {plan.rounds} rounds (saved as {store.id})", "discuss"))
            cycles = "one: the review is round 1 of the discussion"
        self.push_screen(self._named(ConfirmScreen(rows, self.model_rows, system_prompt(self.resolution, text), cycles), "confirm"))

    def _named(self, screen: ScreenT, phase: str) -> ScreenT:
        """``screen``, its header naming the stage and the phase; set on the screen, for the app's reaches every
        screen's header, one being torn down included."""
        text = f"{self.resolution.stage.value} · {phase}"
        if screen.is_mounted:
            screen.sub_title = text
        else:
            screen.set_reactive(Screen.sub_title, text)
        return screen

    # ---- the review loop

    @on(ConfirmScreen.Started)
    def _start(self, event: ConfirmScreen.Started) -> None:
        resolution = self.resolution.with_models(event.models, "chosen on the confirmation screen")
        if self.recipe is not None:
            RecipeFlow(self, self.recipe).start(resolution)
            return
        unfinished = self.saved.describe() if self.discussion is None else None
        if unfinished:  # offer to continue it: its answers are in the cache, its decisions saved
            self.push_screen(ChoiceModal(f"An unfinished review of this document: {unfinished}.",
                                         [("resume", "Resume it"), ("afresh", "Start afresh")]),
                             callback=lambda choice: self._begin(resolution, resume=choice == "resume"))
            return
        self._begin(resolution, resume=False)

    def _begin(self, resolution: Resolution, *, resume: bool) -> None:
        if not resume:
            self.saved.forget()
        self.resuming = resume
        try:
            session = ReviewSession(resolution, listener=self._listen_and_save, write=self.write_enabled,
                                    record=self.record, state_dir=self.state_dir)
            session.preflight()
        except XReviewError as exc:
            self.notify(str(exc), severity="error", timeout=12)
            return
        self.session = session
        if self.discussion is not None:
            store, plan = self.discussion
            talk = Discussion(store, plan, self._listen, ask=self._ask_round)
            session.discussion, session.report.discussion_id, session.report.rounds = talk, store.id, talk.records
        session.runner.hold_failures = True  # a failed or cancelled model waits for `r` (or `enter`) before triage
        self.report = session.report
        policy = resolution.policy()
        labels = [(m.id, m.label) for m in session.models]
        self.switch_screen(ReviewScreen(labels, policy.max_cycles, session.budget, session.runner))
        self._review_worker = self.review_loop()
        if self.watch_enabled:
            self.watch_artifact()

    def _listen(self, event: SessionEvent) -> None:
        self.feed.listen(event)

    def _listen_and_save(self, event: SessionEvent) -> None:
        self.saved.listener(event)  # the review's state, for resuming it
        self.feed.listen(event)

    @work(exclusive=True, group="review", exit_on_error=False)
    async def review_loop(self) -> None:
        session = self.session
        assert session is not None
        try:
            await session.run(triage=self._triage_cycle, interruption="stopped by the user", log_early_interruption=False,
                              before_next=self._wait_for_edit)
        except XReviewError as exc:  # the artifact vanished, became unreadable…: say so, keep what was done
            session.stop(StopReason.USER, f"stopped during cycle {session.cycle}: {exc}")
            self.post_message(ReviewFailed(str(exc)))
            return
        self.post_message(ReviewFinished())

    async def _ask_round(self, record: RoundRecord) -> str | None:
        """Between discussion rounds: the person's answers for the next round, or None to stop discussing."""
        assert self.discussion is not None
        return await self.push_screen_wait(RoundModal(record, self.discussion[1].rounds))

    async def _wait_for_edit(self) -> bool:
        """Before the next cycle: when the person took issues on to fix by hand, wait until the document changes
        (False: they stopped the review instead)."""
        assert self.session is not None
        by_hand, self._by_hand = self._by_hand, 0
        if not by_hand or self._changed():
            return True
        name = display_path(self.session.path)
        modal: Any = WaitForEditModal(
            f"Waiting for your fix of {by_hand} issue(s): edit and save {name}, and cycle {self.session.cycle + 1} "
            "starts.", self._changed)
        return bool(await self.push_screen_wait(modal))

    def _changed(self) -> bool:
        assert self.session is not None
        try:
            return artifact_signature(self.session.read_text()) != self._reviewed_signature
        except XReviewError:
            return False

    async def _triage_cycle(self, reviewed: ReviewedCycle) -> bool:
        """Show the triage and wait for `w`; True when the artifact will change before the next cycle."""
        assert self.session is not None
        self._reviewed_signature = artifact_signature(reviewed.text)
        self._edited = False
        self._triage = asyncio.get_running_loop().create_future()
        self.post_message(CycleReviewed(reviewed))
        will_change, decided, regrouping = await self._triage
        reviewed.record.issues[:] = decided  # the triage worked on copies: only now do its decisions count
        reviewed.regrouping = regrouping
        accepted = [i for i in self.session.fixable(decided) if i.accepted]
        if accepted and self.session.fixer is not None:
            if not self.write_enabled:
                self.notify("Not asking the fixer: --no-write forbids editing the artifact.", severity="warning", timeout=8)
            elif await self._fix(reviewed, accepted):
                will_change = True
        return will_change or self._edited

    async def _fix(self, reviewed: ReviewedCycle, issues: list[Issue]) -> bool:
        """Ask the fixer, show its edits for approval, apply the chosen ones; True when the artifact changed."""
        assert self.session is not None
        self.notify(f"Asking {self.session.fixer} to fix {len(issues)} issue(s)…", timeout=4)
        proposal = await self.session.propose_fixes(reviewed, issues)
        self._fixes = asyncio.get_running_loop().create_future()
        self.post_message(FixesProposed(proposal))
        decisions: FixDecisions = await self._fixes
        try:
            applied = self.session.apply_fixes(proposal, decisions.apply, decisions.rejected)
        except XReviewError as exc:
            self.notify(f"The fixes were not applied: {exc}", severity="error", timeout=15)
            return False
        if applied:
            self._reviewed_signature = artifact_signature(self.session.read_text())  # our edit, not the user's
            self.notify(f"Applied {len(applied)} edit(s) to {self.session.path.name}; `xreview undo` puts it back.", timeout=6)
        return bool(applied)

    @property
    def spent(self) -> float:
        """The money this review has spent: the session's budget, the one source of truth."""
        return self.session.budget.spent_task if self.session is not None else 0.0

    @on(SessionEventArrived)
    async def _session_event(self, message: SessionEventArrived) -> None:
        event = message.event
        review = next((s for s in self.screen_stack if isinstance(s, ReviewScreen)), None)
        if isinstance(event, CycleStarted) and review is not None and self.discussion is None:
            self._named(review, f"cycle {event.n} of {event.max_cycles}")
        if isinstance(event, RoundStarted) and review is not None:
            self._named(review, f"round {event.n} of {event.rounds} · {'review' if event.n == 1 else 'cross-verification'}")
        if isinstance(event, WriteFailed):
            self.notify(f"The logs were not written: {event.message}", severity="error", timeout=15)
        elif isinstance(event, ArtifactWritten):
            self.notify(f"Wrote {event.path}: {event.summary}", timeout=6)
        screen = review  # under a dialog (a discussion round's questions) the panes still take their last words
        if screen is None or not (self.screen is screen or self.screen.is_modal):
            return
        model = getattr(event, "model", None)
        if isinstance(event, ModelFinished | ModelFailed) and model is not None:
            await self.feed.flush(model)  # the last words before the verdict
        await screen.show_event(event)
        if isinstance(event, ModelStarted | ModelRetrying) and model is not None:
            pane = screen.pane(model)
            if pane is not None:
                pane.generation = message.generation

    @on(CycleReviewed)
    def _cycle_reviewed(self, message: CycleReviewed) -> None:
        assert self.session is not None
        reviewed = message.reviewed
        labels = {m: c.label for m, c in self.session.resolution.model_configs.items()}
        policy = self.session.resolution.policy()
        issues = copy.deepcopy(reviewed.record.issues)  # quitting without `w` must leave the cycle undecided
        if self.resuming and (restored := self.saved.restore(reviewed.text, issues)):
            self.notify(f"{restored} triage decision(s) of the unfinished review restored.", timeout=6)
        self.resuming = False
        self.push_screen(self._named(TriageScreen(reviewed.n, issues, reviewed.text, labels, policy.max_cycles,
                                                  self.session.budget, voters=len(reviewed.voters),
                                                  has_fixer=self.session.fixer is not None, artifact=self.session.path,
                                                  on_decided=self.saved.decided),
                                     f"cycle {reviewed.n} of {policy.max_cycles} · triage"))

    @on(FixesProposed)
    def _fixes_proposed(self, message: FixesProposed) -> None:
        self.push_screen(FixScreen(message.proposal))

    @on(FixScreen.Done)
    def _fixes_decided(self, message: FixScreen.Done) -> None:
        if self._fixes is not None and not self._fixes.done() and isinstance(self.screen, FixScreen):
            self._fixes.set_result(message.decisions)
            self.pop_screen()

    @on(TriageScreen.Written)
    def _written(self, message: TriageScreen.Written) -> None:
        screen = self.screen
        if self._triage is not None and not self._triage.done() and isinstance(screen, TriageScreen):
            self._by_hand = len(screen.by_hand)
            self._triage.set_result((message.will_change, screen.issues, screen.regrouping))
            self.pop_screen()

    @on(ReviewFailed)
    def _failed(self, message: ReviewFailed) -> None:
        self.notify(message.reason, title="The review stopped", severity="error", timeout=15)
        self._finished()

    @on(ReviewFinished)
    def _finished(self) -> None:
        assert self.session is not None
        statuses = {k: t.status for k, t in self.session.tracker.known.items() if t.cycles}
        summary = summary_text(self.session.report, self.clock() - self.started, statuses)
        self.switch_screen(self._named(SummaryScreen(summary), "summary"))

    # ---- the artifact on disk

    @work(exclusive=True, group="watch", exit_on_error=False)
    async def watch_artifact(self) -> None:
        async for _edit in edits_of(Path(self.resolution.artifact.value), lambda: self._reviewed_signature):
            if not self._edited:
                self._edited = True
                self.post_message(ArtifactEdited())

    @on(ArtifactEdited)
    def _artifact_edited(self) -> None:
        name = display_path(Path(self.resolution.artifact.value))
        self.notify(f"{name} changed on disk: the next cycle reviews the new text, and the logs keep your edit.",
                    title="Artifact edited", timeout=8)

    # ---- model controls, quitting

    @work(exclusive=True, group="quit")
    async def action_request_quit(self) -> None:
        screen = self.screen
        if isinstance(screen, TriageScreen) and screen.decided:
            answer = await self.push_screen_wait(ChoiceModal(
                f"Quit and lose {len(screen.decided)} triage decision(s) not yet written?",
                [("stay", "Stay (press w to write them)"), ("quit", "Quit without writing them")]))
            if answer != "quit":
                return
        await self.shutdown()

    def _terminated(self) -> None:
        """SIGTERM (a `kill`, a closing session manager): leave as Ctrl+Q does — the finished cycles get their
        Review Log entry and the terminal is given back as it was — instead of dying in the alternate screen."""
        if self.session is not None:
            self.session.interrupted_by = "terminated (SIGTERM)"
        self.run_worker(self.shutdown(), exclusive=True, group="quit")

    def on_exit_app(self, message: ExitApp) -> None:
        """Asked to exit by no call of ``exit`` (`xreview serve`: the browser tab closed): leave as a confirmed
        `q` does — the finished cycles get their Review Log entry, triage decisions not written stay unwritten."""
        if not getattr(self, "_exit", False):  # App.exit sets it before posting this message
            message.prevent_default()
            if self.session is not None:
                self.session.interrupted_by = "the browser tab was closed"
            self.run_worker(self.shutdown(), exclusive=True, group="quit")

    def on_unmount(self) -> None:
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            asyncio.get_running_loop().remove_signal_handler(signal.SIGTERM)

    async def shutdown(self) -> None:
        """Stop the review (the finished cycles get their Review Log entry) and leave."""
        worker = self._review_worker
        if worker is not None and not worker.is_finished:
            worker.cancel()
            try:
                await worker.wait()
            except Exception:  # noqa: BLE001 - a cancelled worker reports its cancellation here
                pass
        self.exit(0)
