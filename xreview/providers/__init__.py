"""Reviewers behind one streaming interface. Never imports Textual."""
