"""`xreview serve`: the cockpit in a browser, through textual-serve, on 127.0.0.1 unless told otherwise.

Each browser tab runs its own `xreview review ARTIFACT ...` (the cockpit) in a child process. The server
answers only requests addressed to it by the names it was bound to (a page on another site cannot reach it
through DNS rebinding), accepts the terminal's websocket only from its own page (not from another site open
in the same browser), and with a token, only from a browser that opened the URL carrying it.
"""

from __future__ import annotations

import hmac
import ipaddress
import secrets
import shlex
import socket
import sys
from typing import Any

import click

from xreview.errors import UsageError

COOKIE = "xreview_token"
LOOPBACK_NAMES = ("127.0.0.1", "localhost", "::1")


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def allowed_hosts(host: str, port: int) -> set[str] | None:
    """The Host headers a loopback server answers (its loopback names); None beyond loopback, where the browser
    calls the machine by whatever name or address reaches it, and the token guards it instead."""
    if not is_loopback(host):
        return None
    return {f"[{n}]:{port}" if ":" in n else f"{n}:{port}" for n in {host, *LOOPBACK_NAMES}}


def make_server(command: str, host: str, port: int, token: str | None) -> Any:
    from aiohttp import web
    from textual_serve.server import Server

    hosts = allowed_hosts(host, port)

    class CockpitServer(Server):
        def initialize_logging(self) -> None:
            """xreview's streams are its own: textual-serve's logging set-up (a Rich handler on the root logger,
            at INFO) is not installed."""

        async def _make_app(self) -> Any:
            app = await super()._make_app()
            app.middlewares.append(guard)
            return app

        async def on_startup(self, app: Any) -> None:
            click.echo(f"xreview: the cockpit is at {url(host, port, token)}  (Ctrl+C stops the server)", err=True)

    @web.middleware
    async def guard(request: Any, handler: Any) -> Any:
        if hosts is not None and request.host not in hosts:
            raise web.HTTPForbidden(text=f"xreview serve answers {', '.join(sorted(hosts))} only")
        if request.path == "/ws":
            origin = request.headers.get("Origin")
            if origin is not None and origin != f"http://{request.host}":
                raise web.HTTPForbidden(text="the cockpit's websocket is opened only by the cockpit's page")
            if token and not _same(request.cookies.get(COOKIE, ""), token):
                raise web.HTTPForbidden(text="open the URL xreview serve printed, with its token")
            return await handler(request)
        if request.path != "/":
            return await handler(request)
        if token and not _same(request.query.get("token", ""), token):
            raise web.HTTPForbidden(text="this cockpit needs its token: open the URL xreview serve printed")
        # the page's websocket address: the name this browser used (beyond loopback, not the address bound)
        server.public_url = f"http://{request.host}"
        response = await handler(request)
        if token:
            response.set_cookie(COOKIE, token, httponly=True, samesite="Strict")
        return response

    server = CockpitServer(command, host=host, port=port, title="xreview", public_url=f"http://{_netloc(host, port)}")
    return server


def _same(given: str, token: str) -> bool:
    return hmac.compare_digest(given.encode("utf-8", "replace"), token.encode("utf-8"))


def _netloc(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def url(host: str, port: int, token: str | None) -> str:
    return f"http://{_netloc(host, port)}/" + (f"?token={token}" if token else "")


@click.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@click.option("--host", help="Address to listen on (default 127.0.0.1). Anything but loopback needs it given explicitly.")
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True, help="Port to listen on.")
@click.option("--token", help="A token the URL must carry (random by default when --host is not loopback).")
@click.argument("review_args", nargs=-1, type=click.UNPROCESSED, metavar="[ARTIFACT] [REVIEW OPTIONS]...")
@click.pass_context
def serve(ctx: click.Context, host: str | None, port: int, token: str | None, review_args: tuple[str, ...]) -> None:
    """Serve the cockpit to a browser: each tab reviews ARTIFACT as `xreview ARTIFACT` would in a terminal.

    Takes the review command's options (--models, --stage, --budget, --no-write...). Listens on 127.0.0.1;
    --host makes it reachable from elsewhere, and then anyone who can reach the address runs reviews with your
    keys: a random token is required in the URL unless you give --token.
    """
    group = ctx.parent.command if ctx.parent is not None else None
    review = group.get_command(ctx.parent, "review") if isinstance(group, click.Group) and ctx.parent else None
    if review is None:
        raise UsageError("serve runs only as `xreview serve`")
    if "--headless" in review_args:
        raise UsageError("--headless: serve runs the cockpit", hint="for a review without a UI, use `xreview review --headless`")
    _check_review(review.make_context("review", list(review_args), parent=ctx).params)
    bind = host or "127.0.0.1"
    if not is_loopback(bind):
        token = token or secrets.token_urlsafe(16)
        click.echo(f"xreview: warning: listening on {bind}: anyone who can reach {_netloc(bind, port)} can run reviews "
                   "with your API keys and read the artifact", err=True)
    if token is not None and not token.strip():
        raise UsageError("--token is empty", hint="give a token, or leave the option out")
    _check_port(bind, port)
    command = shlex.join([sys.executable, "-m", "xreview", "review", *review_args])
    try:
        make_server(command, bind, port, token).serve()
    except OSError as exc:  # taken between the check and the server's own bind
        raise _cannot_listen(bind, port, exc) from None


def _check_review(params: dict[str, Any]) -> None:
    """What each tab will review, resolved here as `xreview review` resolves it: a missing artifact or a broken
    configuration is one line now, not an error in every tab."""
    from xreview.cli.common import _options, _usable
    from xreview.config.resolve import resolve

    resolve(_options(params["artifact"], params["stage"], params["models"], params["prompt"], params["config_file"],
                     params["models_file"], budget=params["budget"], fixer=params["fixer"], fix_checker=params["fix_checker"]),
            usable=_usable)


def _check_port(host: str, port: int) -> None:
    """Bind once before serving, so that a port in use is said before the address is announced."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as exc:
            raise _cannot_listen(host, port, exc) from None


def _cannot_listen(host: str, port: int, exc: OSError) -> UsageError:
    return UsageError(f"cannot listen on {_netloc(host, port)}: {exc.strerror or exc}", hint="choose another --port")
