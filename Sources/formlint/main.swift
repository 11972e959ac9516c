print("formlint")
