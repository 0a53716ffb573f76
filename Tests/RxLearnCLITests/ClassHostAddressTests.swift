import ClassProtocol
import Foundation
import Testing

/// Where `rxlearn class host` listens: `--listen`'s forms, read one way by the host and the
/// server, and an address the server could not listen on refused in one sentence before any
/// server is built or started.
@Suite struct ClassHostAddressTests {
    @Test func theListenFormsAreReadAndWrittenBack() {
        // An IPv6 address without brackets is a host alone: its last group is no port.
        let read = ["127.0.0.1:7200", "localhost", "[::1]:7300", "[::1]", "::1", ":7400", "0.0.0.0:0"].map { ClassListenAddress($0) }
        #expect(read.map { $0?.text } == ["127.0.0.1:7200", "localhost:7117", "[::1]:7300", "[::1]:7117", "[::1]:7117", "127.0.0.1:7400", "0.0.0.0:0"])
        #expect(read.map { $0?.isLoopback } == [true, true, true, true, true, true, false])
        #expect(ClassListenAddress("[::1]:7300")?.host == "::1", "the host is kept without its brackets")
        for malformed in ["host:port", "127.0.0.1:70000", "[::1", "[::1]7300", "127.0.0.1:-1"] {
            #expect(ClassListenAddress(malformed) == nil, "\(malformed)")
        }
    }

    @Test func theServerRecordsAddressesAreReadTheSameWay() {
        let addresses = ["http://127.0.0.1:7200", "http://[::1]:7117", "http://localhost:7300", "http://192.168.1.5:7117"]
        let read = addresses.map { ClassListenAddress(serverAddress: $0) }
        #expect(read.map { $0?.port } == [7200, 7117, 7300, 7117])
        #expect(read.map { $0?.isLoopback } == [true, true, true, false])
        #expect(ClassListenAddress(serverAddress: "127.0.0.1:7117") == nil, "the record's form has its scheme")
    }

    @Test func aPortInUseIsOneSentenceInEitherLanguage() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let other = try HealthResponder()  // another program listening on the port
        defer { other.stop() }
        let port = try #require(URLComponents(string: other.address)?.port)
        let arguments = ["class", "host", "--listen", "127.0.0.1:\(port)", "--data", process.stateHome.appendingPathComponent("class-data").path]
        let english = try process.run(arguments)
        #expect(english.status == 1)
        #expect(english.stderr == "rxlearn: port \(port) is in use on this machine (another class or another program listens there): "
            + "stop that, or host on another port, such as --listen 127.0.0.1:\(port + 1)\n")
        let chinese = try process.run(arguments, environment: ["RXLEARN_LANG": "zh-Hans"])
        #expect(chinese.stderr == "rxlearn: 这台机器上的端口 \(port) 已被占用（另一个课堂或别的程序在监听它）：请先停止它，或换一个端口开课，"
            + "例如 --listen 127.0.0.1:\(port + 1)\n")
        #expect(english.stdout.isEmpty && chinese.stdout.isEmpty, "no class was announced")
    }

    @Test func anAddressOfAnotherMachineOrAMalformedOneIsRefused() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let data = process.stateHome.appendingPathComponent("class-data").path
        // 192.0.2.0/24 is kept for documentation: no machine has it.
        let elsewhere = try process.run(["class", "host", "--lan", "--listen", "192.0.2.1:7117", "--data", data])
        #expect(elsewhere.status == 1)
        #expect(elsewhere.stderr == "rxlearn: 192.0.2.1 is not an address of this machine: give --listen one of its own addresses, "
            + "or use --lan alone to listen on all of them\n")
        let malformed = try process.run(["class", "host", "--listen", "127.0.0.1:port", "--data", data])
        #expect(malformed.status == 64)
        #expect(malformed.stderr == "rxlearn: --listen takes HOST:PORT (127.0.0.1:7117, 0.0.0.0:7117 with --lan, [::1]:7117), not 127.0.0.1:port\n")
    }
}
