export const AccidentWeather = {
  CLEAR: 'CLEAR',
  CLOUDY: 'CLOUDY',
  FOG: 'FOG',
  OTHER: 'OTHER',
  RAIN: 'RAIN',
  SEVERE_WIND: 'SEVERE_WIND',
  SLEET_HAIL: 'SLEET_HAIL',
  SNOW: 'SNOW',
} as const;

export type AccidentWeather = (typeof AccidentWeather)[keyof typeof AccidentWeather];

/** Every AccidentWeather, in schema order. */
export const AccidentWeatherValues = ['CLEAR', 'CLOUDY', 'FOG', 'OTHER', 'RAIN', 'SEVERE_WIND', 'SLEET_HAIL', 'SNOW'] as const;
