from xreview.cli import entry

entry()
