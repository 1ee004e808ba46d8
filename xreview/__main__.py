from xreview.cli import main

main()
