print("rxlearn")
