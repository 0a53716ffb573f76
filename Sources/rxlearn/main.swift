import RxLearnCLI

RxLearn.main()
