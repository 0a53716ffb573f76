import RxCore
