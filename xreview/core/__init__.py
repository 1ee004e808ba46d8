"""The review domain: pure code, no UI, network, keyring or file-watching library."""
