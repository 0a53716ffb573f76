import SystemSupport
import Testing

/// Durations in milliseconds and seconds, as `poll`, the environment and messages take them.
struct DurationUnitsTests {
    @Test func wholeMillisecondsDropTheRest() {
        #expect(Duration.seconds(2).wholeMilliseconds == 2_000)
        #expect(Duration.milliseconds(1_500).wholeMilliseconds == 1_500)
        #expect(Duration.microseconds(1_999).wholeMilliseconds == 1)
        #expect(Duration.nanoseconds(999_999).wholeMilliseconds == 0)
        #expect(Duration.zero.wholeMilliseconds == 0)
    }

    @Test func wholeMicrosecondsDropTheRest() {
        #expect(Duration.milliseconds(3).wholeMicroseconds == 3_000)
        #expect(Duration.nanoseconds(1_999).wholeMicroseconds == 1)
        #expect(Duration.seconds(2).wholeMicroseconds == 2_000_000)
    }

    @Test func millisecondsRoundedUpCountAStartedMillisecond() {
        #expect(Duration.microseconds(200).millisecondsRoundedUp == 1)
        #expect(Duration.milliseconds(20).millisecondsRoundedUp == 20)
        #expect(Duration.microseconds(20_001).millisecondsRoundedUp == 21)
        #expect(Duration.seconds(3).millisecondsRoundedUp == 3_000)
        #expect(Duration.zero.millisecondsRoundedUp == 0)
        #expect(Duration.milliseconds(-5).millisecondsRoundedUp == 0)
    }

    @Test func secondsKeepTheirFraction() {
        #expect(Duration.milliseconds(1_500).secondsWithFraction == 1.5)
        #expect(Duration.seconds(120).secondsWithFraction == 120)
        #expect(Duration.zero.secondsWithFraction == 0)
    }
}
