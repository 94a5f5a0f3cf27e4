// The header's link to My Games, apart from GAME_TEXT so the first load of every page does not
// carry every game-day message.
export const MY_GAMES_LABEL = "My Games";
