import Foundation
import Testing
@testable import LessonRunner

/// rxlearn must print, byte for byte, what real RxSwift printed for the shared conformance
/// program. It lives in `<package root>/../shared/conformance`; without it the test is skipped,
/// unless `CI=true`, where a missing program is a failure.
@Suite struct ConformanceTests {
    static let folder = RunnerEnvironment.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance")
    static let isAvailable = FileManager.default.fileExists(atPath: folder.appendingPathComponent("seed_examples.swift").path)
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    @Test(.enabled(if: isAvailable || isCI, "../shared/conformance is not beside the checkout"))
    func theSeedExamplesPrintWhatRxSwiftPrinted() throws {
        let program = try String(contentsOf: Self.folder.appendingPathComponent("seed_examples.swift"), encoding: .utf8)
        let expected = try Data(contentsOf: Self.folder.appendingPathComponent("seed_examples.expected.txt"))
        let report = try RunnerEnvironment.runner.get().run(program: program, options: .init(timeLimit: .seconds(60)))
        #expect(report.status == .finished, "\(report.problem ?? "")")
        #expect(Data(report.stdout.utf8) == expected)
        if Data(report.stdout.utf8) != expected {
            let actualLines = report.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            if let first = zip(actualLines, expectedLines).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
                Issue.record("first difference on line \(first.offset + 1): expected \(first.element.1.debugDescription), got \(first.element.0.debugDescription)")
            }
        }
    }
}
