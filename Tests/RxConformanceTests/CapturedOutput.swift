import Foundation
import RxCore
import XCTest

/// Snippets in this target print through this function, which shadows `Swift.print` inside the
/// target, so a test can compare exactly what a snippet printed with what RxSwift printed.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    CapturedOutput.append(items.map { String(describing: $0) }.joined(separator: separator) + terminator)
}

enum CapturedOutput {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var text = ""

    static func append(_ piece: String) {
        lock.lock()
        text += piece
        lock.unlock()
    }

    /// Runs `body` and returns what it printed, including unhandled-error reports.
    static func capture(_ body: () -> Void) -> String {
        lock.lock()
        text = ""
        lock.unlock()
        let previousHandler = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in print("Unhandled error happened: \(error)") }
        defer { Hooks.defaultErrorHandler = previousHandler }
        body()
        lock.lock()
        defer { lock.unlock() }
        return text
    }
}

/// The `=== name` sections of what real RxSwift 6.9.1 printed for shared/conformance/seed_examples.swift.
enum RxSwiftReference {
    static let fileURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/seed_examples.expected.txt")

    static func sections() throws -> [String: String] {
        guard let text = try? String(contentsOf: fileURL, encoding: .utf8) else {
            // CI always has shared/ beside the checkout; elsewhere the reference may be absent.
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                throw NSError(domain: "RxConformanceTests", code: 1, userInfo: [NSLocalizedDescriptionKey: "missing \(fileURL.path)"])
            }
            throw XCTSkip("The RxSwift reference output is not beside this checkout (\(fileURL.path)).")
        }
        var result: [String: String] = [:]
        var name: String?
        var body = ""
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("=== ") {
                if let name = name { result[name] = body }
                name = String(line.dropFirst(4))
                body = ""
            } else if name != nil {
                body += line + "\n"
            }
        }
        if let name = name { result[name] = body }
        // Each section ends with the blank line that precedes the next header.
        return result.mapValues { section in
            var trimmed = section
            while trimmed.hasSuffix("\n\n") { trimmed.removeLast() }
            return trimmed
        }
    }
}

/// Runs a snippet as the conformance program's `run(name) { … }` does and compares its output.
class ConformanceTestCase: XCTestCase {
    var disposeBag = DisposeBag()
    private var reference: [String: String] = [:]
    private var resourcesAtStart: Int32 = 0
    /// Set by a snippet that keeps subscriptions running on purpose (as RxSwift's own demo does).
    private var allowsLiveSubscriptions = false

    override func setUpWithError() throws {
        reference = try RxSwiftReference.sections()
        resourcesAtStart = Resources.total
    }

    override func tearDown() {
        disposeBag = DisposeBag()
        if !allowsLiveSubscriptions {
            XCTAssertEqual(Resources.total, resourcesAtStart, "a snippet leaked subscriptions")
        }
    }

    /// - Parameter keepsSubscriptionsAlive: the snippet discards its subscriptions with `_ =` and
    ///   leaves periodic work scheduled, so the leak check does not apply.
    func assertPrints(asRxSwift section: String, keepsSubscriptionsAlive: Bool = false, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        allowsLiveSubscriptions = keepsSubscriptionsAlive
        guard let expected = reference[section] else {
            XCTFail("No section '\(section)' in the reference output", file: file, line: line)
            return
        }
        disposeBag = DisposeBag()
        let printed = CapturedOutput.capture(body)
        disposeBag = DisposeBag()
        XCTAssertEqual(printed, expected, "section '\(section)'", file: file, line: line)
    }
}
