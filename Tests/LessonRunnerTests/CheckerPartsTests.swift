import CellProtocol
import Foundation
import LessonKit
import Marbles
import Testing
@testable import LessonRunner

/// The checker's parts that need no compiler: the generator of hidden inputs, the shrinker's
/// variants, the comparison of subscriptions, the mutants of a reference and the batch program.
@Suite struct CheckerPartsTests {
    @Test func theHiddenInputsBringEveryBoundaryOnEveryRunAndDifferPerExercise() {
        let exercise = CheckerFixtures.passMark
        let first = ExerciseCaseGenerator.forExercise(exercise).cases(for: exercise, count: 50)
        let second = ExerciseCaseGenerator.forExercise(exercise).cases(for: exercise, count: 50)
        #expect(first == second, "the same every run")
        #expect(first.count == 50)
        let values = Set(first.flatMap { $0.inputs["scores"] ?? [] }.compactMap { $0.kind == .next ? $0.value : nil })
        // The range's ends, zero, and both sides of the reference's limit (`$0 >= 60`).
        #expect(["0", "100", "59", "60", "61"].allSatisfy(values.contains), "\(values.sorted())")
        #expect(values.allSatisfy { Int($0).map((0...100).contains) == true })
        // Each boundary also alone, then the end, for an answer that expects one element.
        #expect(first.contains { $0.inputs["scores"] == [.next("60", at: 10), .completed(at: 20)] })
        let other = CheckerFixtures.shout
        #expect(ExerciseCaseGenerator.forExercise(other).seed != ExerciseCaseGenerator.forExercise(exercise).seed)
    }

    @Test func anInputWithoutADeclaredDomainTakesTheExampleAndItsNeighboursWhenItHoldsNumbers() {
        let pool = ValuePool.of(InputDomain(.exampleAndNeighbours), example: ["4", "10"], limits: ReferenceLimits(values: [7]))
        var generator = SplitMix64(seed: 1)
        let drawn = Set((0..<200).map { _ in pool.random(using: &generator) })
        #expect(drawn == ["3", "4", "5", "6", "7", "8", "9", "10", "11"])
        #expect(pool.boundaries == ["6", "7", "8"])
    }

    @Test func theShrinkerOffersSmallerVariantsSmallestFirst() {
        var shrinker = ExerciseShrinker()
        shrinker.simplerValues = { _, value in value == "42" ? ["0"] : [] }
        let failing = ExerciseCase(inputs: ["xs": [.next("42", at: 20), .next("7", at: 40), .completed(at: 60)]])
        let variants = shrinker.smallerVariants(of: failing)
        #expect(variants.first == ExerciseCase(inputs: ["xs": []]))
        #expect(variants.contains(ExerciseCase(inputs: ["xs": [.next("42", at: 10), .next("7", at: 40), .completed(at: 60)]])), "a frame earlier")
        #expect(variants.contains(ExerciseCase(inputs: ["xs": [.next("0", at: 20), .next("7", at: 40), .completed(at: 60)]])), "a simpler value")
        #expect(variants.allSatisfy { $0.isSmaller(than: failing) })
        // It keeps going while the variant still fails.
        let (smallest, _) = shrinker.shrink(failing) { variants -> [Bool?] in
            variants.map { $0.inputs["xs"]?.contains { $0.value == "42" || $0.value == "0" } == true ? true : nil }
        }
        #expect(smallest == ExerciseCase(inputs: ["xs": [.next("0", at: 0)]]))
    }

    @Test func subscriptionsCountByTheStretchesTheyCoverUnlessTheExerciseCountsThem() {
        let once = [ExerciseExchange.Interval(subscribed: 0, disposed: 60)]
        let twice = [ExerciseExchange.Interval(subscribed: 0, disposed: 60), ExerciseExchange.Interval(subscribed: 10, disposed: 60)]
        let leaking = [ExerciseExchange.Interval(subscribed: 0, disposed: 60), ExerciseExchange.Interval(subscribed: 10, disposed: nil)]
        #expect(CaseDifference.sameCoverage(once, twice))
        #expect(!CaseDifference.sameCoverage(once, leaking))
        #expect(!CaseDifference.sameCoverage(once, [ExerciseExchange.Interval(subscribed: 20, disposed: 60)]))
        #expect(ResultLanes.intervals(leaking) == "(0: 60), (10: Infinity)")
        let exampleCase = ExerciseCase(inputs: ["xs": []])
        let answer = ExerciseCaseResult(outputs: [[]], inputs: ["xs": twice])
        let reference = ExerciseCaseResult(outputs: [[]], inputs: ["xs": once])
        #expect(CaseDifference.between(answer, reference, on: exampleCase, checking: ExerciseChecking()) == nil)
        var counting = ExerciseChecking()
        counting.countsSubscriptionsBecause = "each subscription is a request"
        #expect(CaseDifference.between(answer, reference, on: exampleCase, checking: counting) == .inputSubscriptions(name: "xs", yours: twice, expected: once))
    }

    @Test func mutantsChangeOnlyWhatTheLearnerWrites() {
        let start = "func solve(taps: Observable<Int>) -> Observable<Int> {\n    taps\n}"
        let solution = """
        func solve(taps: Observable<Int>) -> Observable<Int> {
            taps
                .flatMapLatest { n in Observable.just(n).delay(.milliseconds(30), scheduler: MainScheduler.instance) }
                .filter { $0 > -2 }
                .take(3)
                .share()
        }
        """
        let mutants = ReferenceMutants(families: [["flatMap", "flatMapLatest", "concatMap"]]).mutants(of: solution, start: start, limit: 100)
        let names = mutants.map(\.description)
        #expect(names.contains("flatMapLatest → flatMap"))
        #expect(names.contains("flatMapLatest → concatMap"))
        #expect(names.contains("milliseconds(30) → milliseconds(29)"))
        #expect(names.contains("> -2 → > -3"))
        #expect(names.contains("take(3) → take(4)"))
        #expect(names.contains("take(3) dropped"))
        #expect(names.contains("share() dropped"))
        #expect(names.contains("share() → share(replay: 1)"))
        #expect(!names.contains { $0.contains("solve") }, "the start file's lines are the learner's given")
        let dropped = mutants.first { $0.description == "take(3) dropped" }?.source
        #expect(dropped?.contains(".take(3)") == false)
        #expect(dropped?.contains(".share()") == true)
    }

    @Test func stateMadePerSubscriptionIsHoistedOutOfItsClosure() throws {
        let solution = """
        func solve(words: Observable<String>) -> Observable<String> {
            Observable.deferred {
                var count = 0
                return words.map { word -> String in
                    count += 1
                    return "\\(count) \\(word)"
                }
            }
        }
        """
        let mutant = try #require(ReferenceMutants(families: []).mutants(of: solution, start: "", limit: 100).first { $0.description == "count hoisted out of deferred" })
        #expect(mutant.source.contains("    var count = 0\n    return Observable.deferred {"))
    }

    @Test func versionsOfAnExerciseShareOneProgramEachInItsOwnNamespace() throws {
        let code = """
        struct ServerError: Error {}

        /// A helper.
        func double(_ x: Int) -> Int { x * 2 }
        let offset = 1

        func solve(xs: Observable<Int>,
                   scheduler: SchedulerType) -> Observable<Int> {
            xs.map { double($0) + offset }
        }
        """
        let wrapped = try #require(ExerciseBatch.wrap(code, as: "Version1"))
        #expect(wrapped.hasPrefix("enum Version1 {\nstruct ServerError: Error {}"))
        #expect(wrapped.contains("\nstatic func double(_ x: Int) -> Int { x * 2 }\nstatic let offset = 1\n"))
        #expect(wrapped.contains("\nstatic func solve(xs: Observable<Int>,\n           scheduler: SchedulerType)"))
        #expect(ExerciseBatch.wrap("extension Int { var twice: Int { self * 2 } }\n" + code, as: "V") == nil, "an extension cannot live in a type")
        let batch = ExerciseBatch(members: [.init(label: "reference", source: code), .init(label: "mutant0", source: code)], inputNames: ["xs"])
        #expect(batch.program.source.contains(#"ExerciseHarness.run(program: "mutant0") { inputs in Version1.solve(xs: inputs.stream("xs"), scheduler: inputs.scheduler) }"#))
        #expect(batch.member(atLine: 2) == "reference")
        #expect(batch.member(atLine: batch.lineRanges["mutant0"]!.lowerBound + 1) == "mutant0")
    }

    @Test func aRealClockIsFoundInCodeNotInComments() {
        #expect(RealTimeUse.firstName(in: "xs.debounce(.seconds(1), scheduler: MainScheduler.instance)") == "MainScheduler.instance")
        #expect(RealTimeUse.firstName(in: "// MainScheduler.instance would not do\nxs.debounce(.seconds(1), scheduler: scheduler)") == nil)
        #expect(RealTimeUse.firstName(in: "usleep(100)") == "usleep")
        #expect(RealTimeUse.firstName(in: "let asleep(x)") == nil)
    }
}
