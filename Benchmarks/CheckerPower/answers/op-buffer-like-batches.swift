// ==== right: filter with count
func solve(likes: Observable<Int>, scheduler: SchedulerType) -> Observable<[Int]> {
    likes
        .buffer(timeSpan: .milliseconds(40), count: 3, scheduler: scheduler)
        .filter { $0.count > 0 }
}
// ==== wrong: empty batches are sent
func solve(likes: Observable<Int>, scheduler: SchedulerType) -> Observable<[Int]> {
    likes.buffer(timeSpan: .milliseconds(40), count: 3, scheduler: scheduler)
}
// ==== wrong: batches of 4
func solve(likes: Observable<Int>, scheduler: SchedulerType) -> Observable<[Int]> {
    likes
        .buffer(timeSpan: .milliseconds(40), count: 4, scheduler: scheduler)
        .filter { !$0.isEmpty }
}
// ==== wrong time: the main scheduler's clock
func solve(likes: Observable<Int>, scheduler: SchedulerType) -> Observable<[Int]> {
    likes
        .buffer(timeSpan: .milliseconds(40), count: 3, scheduler: MainScheduler.instance)
        .filter { !$0.isEmpty }
}
