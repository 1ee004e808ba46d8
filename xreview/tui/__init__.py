"""The cockpit: a Textual front end over the same session, runner and core as the headless mode."""
