import RxLearnCLI

RxLearn.runAsMain()
