// SPDX-License-Identifier: GPL-3.0-or-later

// Made-up but realistic Powerline Ultra card data for the benchmarks: names, fields and rules
// text, each card printed in one to six sets (profile_bench, command_bench, collection_bench,
// query_bench).
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

namespace deckhand::bench {

inline const char* const kFirst[] = {
    "Iron",    "Thunder",  "Crimson", "Silent",   "Rising",  "Falling",  "Storm",     "Shadow",
    "Blazing", "Frozen",   "Steel",   "Golden",   "Hidden",  "Raging",   "Savage",    "Mighty",
    "Swift",   "Broken",   "Burning", "Crushing", "Dancing", "Electric", "Feral",     "Ghost",
    "Howling", "Infinite", "Jade",    "Kinetic",  "Lunar",   "Midnight", "Neon",      "Obsidian",
    "Phantom", "Quantum",  "Royal",   "Solar",    "Titan",   "Ultra",    "Venom",     "Wild",
    "Xeno",    "Young",    "Zero",    "Atomic",   "Brutal",  "Cosmic",   "Dragon",    "Echo",
    "Final",   "Gravity",  "Hyper",   "Inferno",  "Jet",     "Killer",   "Lightning", "Mega",
    "Nova",    "Omega",    "Primal",  "Rocket"};
inline const char* const kSecond[] = {
    "Palm",  "Knee",   "Fist",    "Kick",    "Elbow",    "Strike",   "Slam",    "Suplex", "Chop",
    "Sweep", "Guard",  "Counter", "Drop",    "Crash",    "Breaker",  "Cannon",  "Burst",  "Wave",
    "Fang",  "Claw",   "Hammer",  "Lariat",  "Uppercut", "Hook",     "Jab",     "Cross",  "Throw",
    "Lock",  "Hold",   "Driver",  "Bomb",    "Blitz",    "Rush",     "Barrage", "Flurry", "Storm",
    "Step",  "Stance", "Roar",    "Spirit",  "Engine",   "Gauntlet", "Arena",   "Shrine", "Rooftop",
    "Dojo",  "Harbor", "Temple",  "Stadium", "Alley",    "Bridge",   "Tower",   "Crowd",  "Breath",
    "Will",  "Focus",  "Wind",    "Light",   "Fury",     "Legacy"};
inline const char* const kThird[] = {"",        "",        "",    "",      "of Doom", "of the Tide",
                                     "Prime",   "Zero",    "X",   "II",    "Alpha",   "Omega",
                                     "of Ruin", "Supreme", "Max", "Redux", "of Dawn", "of Night",
                                     "EX",      "Mk II"};
inline const char* const kKeywords[] = {
    "Charge",     "Lock In",       "Swift 2", "Amplify 1",  "Vampirism",
    "Engulf",     "Paralyze",      "Frozen",  "Advance 1",  "Extension 2",
    "Auto Combo", "Classic Combo", "Defend",  "Power Up 2", "Static Charged"};
inline const char* const kAffiliations[] = {"Hero",      "Villain", "Civilian",
                                            "Anti Hero", "God",     "Kaiju"};
inline const char* const kRarities[] = {"Common", "Common",  "Common", "Rare",
                                        "Rare",   "Supreme", "Ultra",  "Promo"};

struct Card {
    std::string name;
    std::string type;
    std::string subtype;
    std::string weight;
    std::string affiliation;
    std::string boss;
    std::string text;
};

inline std::string csvField(const std::string& s) {
    if (s.find_first_of(",\"\n") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

inline std::vector<Card> makeCards(int count, std::mt19937& rng) {
    auto pick = [&](const auto& list) {
        return list[std::uniform_int_distribution<std::size_t>(0, std::size(list) - 1)(rng)];
    };
    std::vector<Card> cards;
    std::vector<std::string> names;
    names.reserve(std::size(kFirst) * std::size(kSecond) * std::size(kThird));
    for (const char* a : kFirst)
        for (const char* b : kSecond)
            for (const char* c : kThird)
                names.push_back(std::string(a) + " " + b + (*c ? std::string(" ") + c : ""));
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    std::shuffle(names.begin(), names.end(), rng);
    names.resize(std::min<std::size_t>(names.size(), static_cast<std::size_t>(count)));
    for (auto& name : names) {
        Card c;
        c.name = std::move(name);
        const int roll = std::uniform_int_distribution<int>(0, 99)(rng);
        const int dmg = std::uniform_int_distribution<int>(1, 10)(rng);
        if (roll < 6) {
            c.type = "Fighter";
            c.affiliation = pick(kAffiliations);
            c.boss = roll == 0 ? "Yes" : "No";
            c.text = "1PT: your next " + std::string(dmg % 2 ? "Light" : "Heavy") +
                     " attack this turn deals +" + std::to_string(dmg % 4 + 1) + " DMG. " +
                     pick(kKeywords) + ".";
        } else if (roll < 10) {
            c.type = "Stage";
            c.affiliation = roll == 9 ? "Any / All" : pick(kAffiliations);
            c.text = "Rest: gain " + std::to_string(dmg) +
                     " HP. Your first attack each turn gains " + pick(kKeywords) + ".";
        } else if (roll < 70) {
            c.type = "Attack";
            c.subtype = dmg % 3 == 0 ? "Special" : dmg % 5 == 0 ? "Counter" : "Basic";
            c.weight = dmg <= 3 ? "Light" : dmg <= 6 ? "Medium" : dmg <= 8 ? "Heavy" : "Critical";
            c.text = std::to_string(dmg) + " DMG. " + pick(kKeywords) +
                     ". If this attack deals DMG, " +
                     (dmg % 2 ? "draw 1 card." : "your rival discards 1 card.");
        } else if (roll < 98) {
            c.type = "Utility";
            c.subtype = dmg % 4 == 0 ? "Attachment" : dmg % 3 == 0 ? "Counter" : "Basic";
            c.weight = dmg <= 4 ? "Light" : dmg <= 7 ? "Medium" : "Heavy";
            c.text = "Draw " + std::to_string(dmg % 3 + 1) + " cards, then discard 1 card. " +
                     pick(kKeywords) + ".";
        } else {
            c.type = "Ultimate";
            c.text = "Deal " + std::to_string(dmg * 3) +
                     " Ability DMG to your rival. Remove this card from the game.";
        }
        cards.push_back(std::move(c));
    }
    return cards;
}

// Writes `printings` printings of `cards` (each card in 1 to 6 sets) as PLU card CSV.
inline void writeCsv(const std::filesystem::path& file, const std::vector<Card>& cards,
                     int printings, std::mt19937& rng) {
    std::ofstream out(file, std::ios::binary);
    out << "name,set,number,rarity,type,subtype,weight,affiliation,boss,text\n";
    // Every card once, then reprints of random cards until there are enough.
    std::vector<std::size_t> order(cards.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    while (static_cast<int>(order.size()) < printings)
        order.push_back(std::uniform_int_distribution<std::size_t>(0, cards.size() - 1)(rng));
    std::shuffle(order.begin(), order.end(), rng);
    constexpr int kPerSet = 2500;
    for (int i = 0; i < printings; ++i) {
        const Card& c = cards[order[static_cast<std::size_t>(i)]];
        const std::string set = "S" + std::to_string(i / kPerSet + 1);
        out << csvField(c.name) << ',' << set << ',' << (i % kPerSet + 1) << ','
            << kRarities[std::uniform_int_distribution<std::size_t>(0,
                                                                    std::size(kRarities) - 1)(rng)]
            << ',' << c.type << ',' << c.subtype << ',' << c.weight << ','
            << csvField(c.affiliation) << ',' << c.boss << ',' << csvField(c.text) << '\n';
    }
}

} // namespace deckhand::bench
