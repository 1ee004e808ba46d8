"""Where a model's endpoint is: on this machine (a loopback address, read in every literal spelling), or refused
outright (a user name or password in the URL, a link-local metadata address). A leaf: the model checks and the
key lookup both read it. Host names are never resolved through DNS."""

from __future__ import annotations

import ipaddress
import socket
from urllib.parse import urlsplit


def is_local_endpoint(endpoint: str) -> bool:
    """True only for a server on this machine (Ollama, vLLM, llama.cpp, LM Studio): the URL's host, parsed, is a
    loopback address (127.0.0.0/8, ::1) or ``localhost``. A user name in the URL, a look-alike name
    (``127.0.0.1.example``, ``localhost.example.com``) or any other address is outside — for a server elsewhere
    that stays in your hands, say ``local: true`` on the model."""
    try:
        parts = urlsplit(endpoint.strip())
        host = parts.hostname
    except ValueError:
        return False
    if parts.scheme not in ("http", "https") or not host or parts.username is not None or parts.password is not None:
        return False
    if host == "localhost":
        return True
    address = _literal_address(host)
    return address is not None and address.is_loopback


def _literal_address(host: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """The address ``host`` spells, in every form the system's resolver reads without asking DNS — dotted,
    decimal (``2852039166``), hex or octal (``0xa9.0xfe.0xa9.0xfe``), IPv4-mapped IPv6 — or None for a name."""
    try:
        address: ipaddress.IPv4Address | ipaddress.IPv6Address = ipaddress.ip_address(host)
    except ValueError:
        try:
            address = ipaddress.IPv4Address(socket.inet_aton(host))
        except OSError:
            return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


def endpoint_problem(endpoint: str) -> str | None:
    """Why an endpoint is refused outright, or None: a user name or password in the URL (a key belongs in the
    keyring or the environment), or a link-local address such as a cloud metadata service."""
    try:
        parts = urlsplit(endpoint.strip())
        host = parts.hostname
    except ValueError as exc:
        return f"'endpoint' is not a URL ({exc})"
    if parts.username is not None or parts.password is not None:
        return "'endpoint' must not hold a user name or password; keep the key in the keyring or an environment variable"
    if not host:
        return "'endpoint' has no host"
    address = _literal_address(host)
    if address is None:
        return "'endpoint' is a link-local metadata service" if host.lower() == "metadata.google.internal" else None
    if address.is_link_local:
        return f"'endpoint' {host} is a link-local address (a cloud metadata service), never a model server"
    return None
