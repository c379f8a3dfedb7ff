print("griddle")
