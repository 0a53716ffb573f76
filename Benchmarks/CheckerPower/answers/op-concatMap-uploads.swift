// ==== right: map to uploads, then concat them
func solve(photos: Observable<Int>, scheduler: SchedulerType) -> Observable<Int> {
    photos
        .map { size in Observable<Int>.timer(.milliseconds(size * 10), scheduler: scheduler).map { _ in size } }
        .concat()
}
// ==== wrong: flatMap runs the uploads side by side
func solve(photos: Observable<Int>, scheduler: SchedulerType) -> Observable<Int> {
    photos.flatMap { size in
        Observable<Int>.timer(.milliseconds(size * 10), scheduler: scheduler).map { _ in size }
    }
}
