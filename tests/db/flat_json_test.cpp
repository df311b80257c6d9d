// SPDX-License-Identifier: GPL-3.0-or-later

// The catalogue's reader of stored field objects: it must read what nlohmann::json writes,
// byte for byte, and refuse (so the full parser takes over) anything it does not fully read.
#include "deckhand/db/flat_json.hpp"

#include <catch2/catch.hpp>
#include <map>
#include <nlohmann/json.hpp>

using deckhand::db::readFlatJsonObject;

namespace {

std::map<std::string, std::string> readAll(std::string_view text, bool& ok) {
    std::map<std::string, std::string> out;
    ok = readFlatJsonObject(text, [&](std::string& k, std::string& v) { out[k] = std::move(v); });
    return out;
}

} // namespace

TEST_CASE("stored field objects read back as nlohmann::json wrote them", "[db][json]") {
    const std::map<std::string, std::string> values = {
        {"type", "Fighter"},
        {"empty", ""},
        {"quotes", "say \"hi\" \\ back/slash"},
        {"controls", std::string("tab\tnew\nline\r\b\f") + '\x01' + '\x1f'},
        {"utf8", "Σ 能力 é — 🃏"},
        {"ключ", "значение"},
    };
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [k, v] : values)
        j[k] = v;
    for (const std::string& text : {j.dump(), j.dump(2), j.dump(-1, ' ', true)}) {
        bool ok = false;
        CHECK(readAll(text, ok) == values);
        CHECK(ok);
    }
    bool ok = false;
    CHECK(readAll("{}", ok).empty());
    CHECK(ok);
    CHECK(readAll(" { \"a\" : \"b\" } ", ok) == std::map<std::string, std::string>{{"a", "b"}});
    CHECK(ok);
    CHECK(readAll(R"({"pair":"\ud83c\udccf","bmp":"\u00e9\u0041"})", ok) ==
          std::map<std::string, std::string>{{"pair", "🃏"}, {"bmp", "éA"}});
    CHECK(ok);
}

TEST_CASE("anything but a flat object of strings is refused for the full parser", "[db][json]") {
    for (const char* text :
         {"", "[]", "null", "\"s\"", "{", "{\"a\"}", "{\"a\":1}", "{\"a\":\"b\",}",
          "{\"a\":\"b\"} x", "{\"a\":{\"b\":\"c\"}}", "{\"a\":\"unterminated}",
          "{\"a\":\"bad \\q escape\"}", "{\"a\":\"\\u12\"}", "{\"a\":\"\\udc00\"}",
          "{\"a\":\"\\ud83c\"}", "{\"a\":\"b\" \"c\":\"d\"}", "{'a':'b'}"}) {
        INFO(text);
        bool ok = true;
        readAll(text, ok);
        CHECK_FALSE(ok);
    }
}

TEST_CASE("stored field objects are written as nlohmann::json writes them", "[db][json]") {
    const std::map<std::string, std::string> values = {
        {"type", "Fighter"},
        {"empty", ""},
        {"quotes", "say \"hi\" \\ back/slash"},
        {"controls", std::string("tab\tnew\nline\r\b\f") + '\x01' + '\x1f' + '\x7f'},
        {"long plain", "a plain value longer than a word of eight bytes"},
        {"utf8", "Σ 能力 é — 🃏"},
        {"ключ", "значение"},
    };
    deckhand::db::FlatJsonWriter writer;
    writer.begin();
    for (const auto& [k, v] : values) // in byte order, as nlohmann keeps an object's members
        writer.member(k, v);
    nlohmann::json j(values);
    CHECK(writer.end() == j.dump());
    bool ok = false;
    CHECK(readAll(j.dump(), ok) == values);
}
